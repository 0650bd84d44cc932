// Labels v4 (base /contacts/v4/labels, @wix/crm `labels`): query, list, find or create, get,
// rename, delete. Every call is admin-only. `language` is accepted; names are English only.
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { deleteLabel, findOrCreateLabel, renameLabel, requireLabel } from './operations.ts';
import {
  findOrCreateLabelBody,
  getLabelQuery,
  labelKeyParam,
  listLabelsQuery,
  queryLabelsBody,
  renameLabelBody,
} from './schemas.ts';
import { queryLabels } from './store.ts';

export function contactLabelsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const site = (c: { get(k: 'siteId'): string | null }): string => c.get('siteId')!;
  const keyOf = (c: { req: { param(k: 'key'): string } }): string =>
    parseInput(labelKeyParam, { key: c.req.param('key') }).key;

  app.post('/query', async (c) => {
    requireAdmin(c);
    const q = parseInput(queryLabelsBody, await readJsonBody(c)).query ?? {};
    const page = withQueryErrors(() =>
      queryLabels(db, site(c), {
        filter: q.filter ?? undefined,
        sort: q.sort ?? undefined,
        paging: q.paging ?? undefined,
      }),
    );
    return c.json({ labels: page.items, pagingMetadata: page.pagingMetadata });
  });

  app.get('/', (c) => {
    requireAdmin(c);
    const q = parseInput(listLabelsQuery, readQuery(c));
    const filter = {
      ...(q.labelType && { labelType: q.labelType }),
      ...(q.namespace && { namespace: q.namespace }),
      ...(q.startsWith && { displayName: { $startsWith: q.startsWith } }),
    };
    const sort = q.sort?.fieldName ? [{ fieldName: q.sort.fieldName, order: q.sort.order ?? 'ASC' }] : undefined;
    const page = withQueryErrors(() => queryLabels(db, site(c), { filter, sort, paging: q.paging ?? undefined }));
    return c.json({ labels: page.items, metadata: page.pagingMetadata });
  });

  app.post('/', async (c) => {
    requireAdmin(c);
    const body = parseInput(findOrCreateLabelBody, await readJsonBody(c));
    return c.json(findOrCreateLabel(db, site(c), body.displayName));
  });

  app.get('/:key', (c) => {
    requireAdmin(c);
    const key = keyOf(c);
    parseInput(getLabelQuery, readQuery(c));
    return c.json({ label: requireLabel(db, site(c), key) });
  });

  app.patch('/:key', async (c) => {
    requireAdmin(c);
    const key = keyOf(c);
    const body = parseInput(renameLabelBody, await readJsonBody(c));
    return c.json({ label: renameLabel(db, site(c), key, body.label.displayName) });
  });

  app.delete('/:key', (c) => {
    requireAdmin(c);
    deleteLabel(db, site(c), keyOf(c));
    return c.json({});
  });

  return app;
}
