// /_sandbox/sites/{siteId}/events (the log) and /webhooks (register, list, delete).
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { notFound, validationError } from '../http/errors.ts';
import { parseInput, readJsonBody } from '../http/validate.ts';
import { listEvents } from '../events/log.ts';
import { isLoopbackUrl } from '../http/loopback.ts';

/** A receiver URL: on this machine, and on an origin the user allowed. */
const isAllowedWebhookUrl = (raw: string, allows: (u: URL) => boolean): boolean =>
  isLoopbackUrl(raw) && allows(new URL(raw));
import { createWebhook, deleteWebhook, listWebhooks, webhookJson } from '../events/webhooks-store.ts';
import { siteFromParam } from './site-param.ts';
import { ownOrigin } from '../http/own-origin.ts';

const eventsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

const webhookBody = z.strictObject({
  url: z.string().min(1).max(2000),
  eventTypes: z
    .array(z.string().regex(/^[\w.]+\/\w+$/, 'must be "<entityFqdn>/<slug>"'))
    .max(100)
    .optional(),
});

export function eventsRoutes({ db, remoteOrigins }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sites/:siteId/events', (c) => {
    const site = siteFromParam(db, c);
    const q = parseInput(eventsQuery, c.req.query());
    const events = listEvents(db, site.id, q.after ?? 0, q.limit ?? 100);
    return c.json({ events, lastSeq: events.at(-1)?.seq ?? q.after ?? 0 });
  });

  app.post('/sites/:siteId/webhooks', async (c) => {
    const site = siteFromParam(db, c);
    const body = parseInput(webhookBody, await readJsonBody(c));
    const own = ownOrigin(c);
    if (!isAllowedWebhookUrl(body.url, (u) => remoteOrigins.allows(u, own))) {
      throw validationError([
        {
          field: 'url',
          description: `must be on an origin the sandbox may send to (${remoteOrigins.describe(own)}); start it with --allow-remote-origin <origin> to add one`,
          violatedRule: 'FORMAT',
        },
      ]);
    }
    return c.json({ webhook: webhookJson(createWebhook(db, site.id, body.url, body.eventTypes ?? [])) });
  });

  app.get('/sites/:siteId/webhooks', (c) => {
    const site = siteFromParam(db, c);
    return c.json({ webhooks: listWebhooks(db, site.id).map(webhookJson) });
  });

  app.delete('/sites/:siteId/webhooks/:webhookId', (c) => {
    const site = siteFromParam(db, c);
    const id = c.req.param('webhookId');
    if (!deleteWebhook(db, site.id, id)) throw notFound('Webhook', id);
    return c.json({});
  });

  return app;
}
