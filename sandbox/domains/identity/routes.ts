// The OAuth surface under /oauth2 (no credentials: the token endpoint and the hosted pages).
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { registerHostedPages } from './hosted-pages.ts';
import { registerTokenInfoRoute } from '../app-identity/token-info-route.ts';
import { registerTokenRoute } from './token-routes.ts';

export function oauthRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  registerTokenRoute(app, db);
  registerTokenInfoRoute(app, db);
  registerHostedPages(app, db);
  return app;
}
