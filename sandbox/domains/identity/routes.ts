// The OAuth surface under /oauth2 (no credentials: the token endpoint, the hosted login and logout,
// and the stand-ins of the other Wix pages a redirect session leads to).
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { registerHostedPages } from './hosted-pages.ts';
import { registerIntentPages } from './intent-page-routes.ts';
import { registerTokenInfoRoute } from '../app-identity/token-info-route.ts';
import { registerTokenRoute } from './token-routes.ts';

export function oauthRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const { db } = deps;
  registerTokenRoute(app, db);
  registerTokenInfoRoute(app, db);
  registerHostedPages(app, deps);
  registerIntentPages(app, deps);
  return app;
}
