// /_sandbox: a no-auth loopback tool for developers and tests (never part of the provider surface).
import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { listSitesWithKeys } from '../domains/sites/store.ts';
import { liveUrlFor } from '../live/routes.ts';
import { resetSite } from '../seed/load.ts';

export function adminRoutes({ db, log }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sites', (c) =>
    c.json({
      sites: listSitesWithKeys(db).map((s) => ({
        id: s.id,
        name: s.name,
        accountId: s.accountId,
        liveUrl: liveUrlFor(c.req.url, s.slug),
        apiKey: s.apiKey,
        oauthClientId: s.oauthClientId,
      })),
    }),
  );

  app.get('/requests', (c) => c.json({ requests: log.list(c.req.query('siteId') || undefined) }));

  app.delete('/requests', (c) => {
    log.clear();
    return c.json({});
  });

  app.post('/sites/:siteId/reset', (c) => {
    const siteId = c.req.param('siteId');
    if (!resetSite(db, siteId)) throw notFound('Site', siteId);
    return c.json({ siteId, reset: true });
  });

  return app;
}
