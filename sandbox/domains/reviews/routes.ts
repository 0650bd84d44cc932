// Reviews v1 (base /reviews/v1), docs/provider-contract.md §3.4. Reads and create are open to visitors and
// members; everything else is admin-only (requireAdmin in each handler).
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { addAdminRoutes } from './admin-routes.ts';
import { addReadRoutes } from './read-routes.ts';
import { addWriteRoutes } from './write-routes.ts';

export function reviewsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  addReadRoutes(app, db);
  addWriteRoutes(app, db);
  addAdminRoutes(app, db);
  return app;
}
