// /_sandbox/sites/{siteId}/faults: read, set (replaces all knobs), clear.
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { parseInput, readJsonBody } from '../http/validate.ts';
import { faultConfigSchema } from '../faults/config.ts';
import { faultsFor, faultsJson } from '../faults/store.ts';
import { siteFromParam } from './site-param.ts';

export function faultsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const store = faultsFor(db);

  app.get('/sites/:siteId/faults', (c) => {
    const f = store.get(siteFromParam(db, c).id);
    return c.json({ faults: f ? faultsJson(f) : null });
  });

  app.put('/sites/:siteId/faults', async (c) => {
    const site = siteFromParam(db, c);
    const config = parseInput(faultConfigSchema, await readJsonBody(c));
    return c.json({ faults: faultsJson(store.set(site.id, config)) });
  });

  app.delete('/sites/:siteId/faults', (c) => {
    store.clear(siteFromParam(db, c).id);
    return c.json({ faults: null });
  });

  return app;
}
