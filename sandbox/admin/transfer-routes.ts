// /_sandbox/sites/{siteId}/export and /_sandbox/import: the same JSON as the CLI's files.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { applicationError } from '../http/errors.ts';
import { readJsonBody } from '../http/validate.ts';
import { exportSite } from '../transfer/export.ts';
import { importSite } from '../transfer/import.ts';
import { parseSnapshot } from '../transfer/parse.ts';
import { siteFromParam } from './site-param.ts';
import { SNAPSHOT_BODY_MAX } from '../http/body-limits.ts';

export function transferRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sites/:siteId/export', (c) => c.json(exportSite(db, siteFromParam(db, c).id)));

  app.post('/import', async (c) => {
    const body = await readJsonBody(c, SNAPSHOT_BODY_MAX);
    try {
      const snap = parseSnapshot(body);
      return c.json({ siteId: snap.site.id, rows: importSite(db, snap) });
    } catch (e) {
      // Bad snapshot or a constraint it breaks (e.g. a slug another site uses): nothing was written.
      throw applicationError(400, 'INVALID_SNAPSHOT', (e as Error).message);
    }
  });

  return app;
}
