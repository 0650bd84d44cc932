// Site Media v1 (base /site-media/v1): files, folders, the trash bin, uploads, imports, download and stream
// URLs. The URLs it hands out are served by byte-routes.ts under /_media (no provider auth).
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { registerFileRoutes } from './file-routes.ts';
import { registerTransferRoutes } from './transfer-routes.ts';
import { registerFolderRoutes } from './folders/routes.ts';
import { registerFileRestRoutes } from './file-rest-routes.ts';

export function mediaRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  registerFileRoutes(app, deps);
  registerTransferRoutes(app, deps);
  registerFolderRoutes(app, deps);
  // Last: its `/files/:fileId` paths must not take the fixed paths above.
  registerFileRestRoutes(app, deps);
  return app;
}
