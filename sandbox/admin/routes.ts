// /_sandbox: a no-auth loopback tool for developers and tests (never part of the provider surface).
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { clockRoutes } from './clock-routes.ts';
import { eventsRoutes } from './events-routes.ts';
import { faultsRoutes } from './faults-routes.ts';
import { identityRulesRoutes } from './identity-rules-routes.ts';
import { rateLimitRoutes } from './rate-limit-routes.ts';
import { redirectUrisRoutes } from './redirect-uris-routes.ts';
import { redirectDomainsRoutes } from './redirect-domains-routes.ts';
import { siteListings } from './site-listing.ts';
import { inspectionPage } from './page.ts';
import { resetSiteForTests } from './reset.ts';
import { transferRoutes } from './transfer-routes.ts';
import { ownOrigin } from '../http/own-origin.ts';
import { consoleRoutes } from './console/routes.ts';
import { liveLogRoutes } from './console/live-log.ts';
import type { ProviderClient } from './console/provider-client.ts';

const requestsQuery = z.strictObject({
  siteId: z.string().optional(),
  /** A request-log seq (later entries) or an ISO time (entries at or after it). */
  since: z.union([z.string().regex(/^\d+$/), z.iso.datetime({ offset: true })]).optional(),
});

// Not strict: an exposed sandbox's links may carry `?token=` too.
const pageQuery = z.object({ page: z.coerce.number().int().min(1).optional() });

export function adminRoutes(deps: SandboxDeps, provider: ProviderClient): Hono<SandboxEnv> {
  const { db, log } = deps;
  const app = new Hono<SandboxEnv>();

  app.get('/', (c) => {
    const { page } = parseInput(pageQuery, c.req.query());
    return c.html(inspectionPage(db, log, ownOrigin(c), page, deps.allowExtensions));
  });

  app.get('/sites', (c) => c.json({ sites: siteListings(db, ownOrigin(c)) }));

  // Before /requests/…: the live log's stream and one call's body.
  app.route('/', liveLogRoutes(deps));
  app.route('/console', consoleRoutes(deps, provider));

  app.get('/requests', (c) => {
    const q = parseInput(requestsQuery, c.req.query());
    // Bodies only one at a time (GET /requests/{seq}): the list stays small.
    const requests = log
      .list({ siteId: q.siteId || undefined, since: q.since })
      .map(({ requestBody: _body, ...e }) => e);
    return c.json({ requests, lastSeq: log.seq });
  });

  app.delete('/requests', (c) => {
    log.clear();
    return c.json({});
  });

  app.post('/sites/:siteId/reset', (c) => {
    const siteId = c.req.param('siteId');
    if (!resetSiteForTests(db, siteId)) throw notFound('Site', siteId);
    return c.json({ siteId, reset: true });
  });

  app.route('/', eventsRoutes(deps));
  app.route('/', faultsRoutes(deps));
  app.route('/', identityRulesRoutes(deps));
  app.route('/', redirectUrisRoutes(deps));
  app.route('/', redirectDomainsRoutes(deps));
  app.route('/', transferRoutes(deps));
  app.route('/', clockRoutes(deps));
  app.route('/', rateLimitRoutes(deps));

  return app;
}
