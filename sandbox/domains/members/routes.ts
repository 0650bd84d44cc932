// Members v1 admin surface (base /members/v1/members). Static paths (/query, /bulk/*) are
// registered before the `/:id` ones. The member's own calls (/my…) live in domains/members-my.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { registerBulkRoutes } from './routes-bulk.ts';
import { registerReadRoutes } from './routes-read.ts';
import { registerStatusRoutes } from './routes-status.ts';
import { registerWriteRoutes } from './routes-write.ts';

export function membersRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  registerBulkRoutes(app, db);
  registerReadRoutes(app, db);
  registerStatusRoutes(app, db);
  registerWriteRoutes(app, db);
  return app;
}
