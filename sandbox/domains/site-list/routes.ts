// Query Sites (account level, base /site-list/v2/sites): the account's own sites with where they are
// published, cursor paging as the provider's docs describe (`metadata.cursors.next`, `hasNext`).
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { validationError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { liveUrlFor } from '../../live/routes.ts';
import { customDomainUrl } from '../sites/custom-domains.ts';
import { listAccountSites } from '../sites/store.ts';

const MAX_LIMIT = 100;
const QuerySitesBody = z.object({
  query: z
    .object({
      filter: z.record(z.string(), z.unknown()).optional(),
      sort: z.array(z.object({ fieldName: z.string(), order: z.enum(['ASC', 'DESC']).optional() })).optional(),
      cursorPaging: z.object({ limit: z.number().int().min(1).max(MAX_LIMIT).optional(), cursor: z.string().max(200).optional() }).optional(),
    })
    .optional(),
});

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
function decodeCursor(cursor: string): number {
  try {
    const o: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')).o;
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o;
  } catch {
    /* fall through */
  }
  throw validationError([{ field: 'query.cursorPaging.cursor', description: 'Invalid cursor', violatedRule: 'FORMAT' }]);
}

export function siteListRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/query', async (c) => {
    const body = parseInput(QuerySitesBody, await c.req.json().catch(() => ({})));
    const limit = body.query?.cursorPaging?.limit ?? 50;
    const cursor = body.query?.cursorPaging?.cursor;
    const offset = cursor ? decodeCursor(cursor) : 0;
    const all = listAccountSites(db, c.get('accountId')!);
    const page = all.slice(offset, offset + limit);
    const hasNext = offset + limit < all.length;
    return c.json({
      sites: page.map((s) => {
        const live = liveUrlFor(c.req.url, s.slug);
        const custom = customDomainUrl(c.req.url, s.slug);
        return {
          id: s.id,
          name: s.slug,
          displayName: s.name,
          published: true,
          premium: custom !== undefined,
          // The primary address: the custom domain where one is connected.
          viewUrl: custom ?? live,
          ownerAccountId: s.accountId,
          namespace: 'WIX',
          domainConnected: custom !== undefined,
          blocked: false,
          // Sandbox addition: every address the site answers on (Wix lists these in its Site URLs API).
          urls: custom ? [custom, live] : [live],
        };
      }),
      metadata: { count: page.length, cursors: { next: hasNext ? encodeCursor(offset + limit) : null }, hasNext },
    });
  });
  return app;
}
