// The console's JSON endpoints (what the page's forms do, for scripts and tests), under
// /_sandbox/console/api/sites/{siteId}/data/{collection}:
//   GET  ?filter=&search=&sort=&order=&limit=&start=  → {items, total, next}  (400 on a bad filter or sort)
//   GET  /{id}                                        → {record}               (404 when none)
//   POST {body}      create · PATCH /{id} {body} edit · DELETE /{id} delete
//   POST /{id}/actions/{name}  a one-click call (reviews: approved, rejected, in_moderation; members: approve, block …)
// A write answers {status: 200, requestId, result} on the provider's 200; its refusal keeps the
// provider's 4xx with {message (in words), requestId, provider (its body)}; a provider 5xx or a
// dropped connection (fault knobs) is a 502 saying so. Bad input of the console's own is a 400.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { notFound, ProviderError } from '../../http/errors.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { browse, findRecord } from './browse.ts';
import { browseParams, pageQuery, startParam } from './browse-query.ts';
import { collectionParam, consoleSite } from './console-site.ts';
import { providerErrorWords, type ProviderAnswer, type ProviderClient } from './provider-client.ts';
import { actionOf, writeRecord, writeUnsupported, type WriteKind } from './record-writes.ts';

const writeBody = z.strictObject({ body: z.record(z.string(), z.unknown()) });

function answerWrite(c: Context<SandboxEnv>, a: ProviderAnswer) {
  if (a.status === 200) return c.json({ status: 200, requestId: a.requestId, result: a.json });
  const status = (a.status >= 400 && a.status < 500 ? a.status : 502) as ContentfulStatusCode;
  return c.json(
    { message: providerErrorWords(a), requestId: a.requestId, provider: a.json, providerStatus: a.status },
    status,
  );
}

export function apiRoutes({ db }: SandboxDeps, provider: ProviderClient): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const base = '/api/sites/:siteId/data/:collection';

  app.get(base, async (c) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const q = pageQuery(col, parseInput(browseParams, c.req.query()));
    if (q instanceof ProviderError) throw q;
    const got = await browse(provider, c, db, site, col, q);
    if (!got.ok) return answerWrite(c, got.refusal);
    return c.json({
      items: got.page.items,
      total: got.page.total,
      next: got.page.next ? startParam(got.page.next) : null,
    });
  });

  app.get(`${base}/:id`, async (c) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const found = await findRecord(provider, c, db, site, col, c.req.param('id'));
    if (!found) throw notFound(col.label, c.req.param('id'));
    if ('refusal' in found) return answerWrite(c, found.refusal);
    return c.json({ record: found.doc });
  });

  const write = (kind: WriteKind) => async (c: Context<SandboxEnv>) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const unsupported = writeUnsupported(col, kind);
    if (unsupported) throw unsupported;
    const body = kind === 'delete' ? {} : parseInput(writeBody, await readJsonBody(c)).body;
    if (kind === 'create') return answerWrite(c, await writeRecord(provider, c, site, col, { kind, body }));
    const id = c.req.param('id') ?? '';
    const found = await findRecord(provider, c, db, site, col, id);
    if (!found) throw notFound(col.label, id);
    if ('refusal' in found) return answerWrite(c, found.refusal);
    return answerWrite(
      c,
      await writeRecord(
        provider,
        c,
        site,
        col,
        kind === 'edit' ? { kind, doc: found.doc, body } : { kind, doc: found.doc },
      ),
    );
  };
  app.post(`${base}/:id/actions/:action`, async (c) => {
    const site = consoleSite(db, c);
    const col = collectionParam(c);
    const action = actionOf(col, c.req.param('action'));
    if (action instanceof ProviderError) throw action;
    const found = await findRecord(provider, c, db, site, col, c.req.param('id'));
    if (!found) throw notFound(col.label, c.req.param('id'));
    if ('refusal' in found) return answerWrite(c, found.refusal);
    return answerWrite(c, await writeRecord(provider, c, site, col, { kind: 'action', doc: found.doc, action }));
  });
  app.post(base, write('create'));
  app.patch(`${base}/:id`, write('edit'));
  app.delete(`${base}/:id`, write('delete'));

  return app;
}
