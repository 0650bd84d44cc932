// Extended Fields v4 (base /contacts/v4/extended-fields, @wix/crm `extendedFields`): query, list,
// find or create, get, rename, delete. Every call is admin-only.
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { deleteField, findOrCreateField, renameField, requireField } from './operations.ts';
import {
  fieldKeyParam,
  findOrCreateFieldBody,
  getFieldQuery,
  listFieldsQuery,
  queryFieldsBody,
  renameFieldBody,
} from './schemas.ts';
import { queryExtendedFields } from './store.ts';

export function extendedFieldsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const site = (c: { get(k: 'siteId'): string | null }): string => c.get('siteId')!;
  const keyOf = (c: { req: { param(k: 'key'): string } }): string =>
    parseInput(fieldKeyParam, { key: c.req.param('key') }).key;

  app.post('/query', async (c) => {
    requireAdmin(c);
    const q = parseInput(queryFieldsBody, await readJsonBody(c)).query ?? {};
    const page = withQueryErrors(() =>
      queryExtendedFields(db, site(c), {
        filter: q.filter ?? undefined,
        sort: q.sort ?? undefined,
        paging: q.paging ?? undefined,
      }),
    );
    return c.json({ fields: page.items, pagingMetadata: page.pagingMetadata });
  });

  app.get('/', (c) => {
    requireAdmin(c);
    const q = parseInput(listFieldsQuery, readQuery(c));
    const filter = {
      ...(q.fieldType && { fieldType: q.fieldType }),
      ...(q.namespace && { namespace: q.namespace }),
      ...(q.startsWith && { displayName: { $startsWith: q.startsWith } }),
    };
    const sort = q.sort?.fieldName ? [{ fieldName: q.sort.fieldName, order: q.sort.order ?? 'ASC' }] : undefined;
    const page = withQueryErrors(() =>
      queryExtendedFields(db, site(c), { filter, sort, paging: q.paging ?? undefined }),
    );
    return c.json({ fields: page.items, metadata: page.pagingMetadata });
  });

  app.post('/', async (c) => {
    requireAdmin(c);
    const body = parseInput(findOrCreateFieldBody, await readJsonBody(c));
    // No data type: a text field (the provider's default enum value).
    return c.json(findOrCreateField(db, site(c), body.displayName, body.dataType ?? 'TEXT'));
  });

  app.get('/:key', (c) => {
    requireAdmin(c);
    const key = keyOf(c);
    parseInput(getFieldQuery, readQuery(c));
    return c.json({ field: requireField(db, site(c), key) });
  });

  app.patch('/:key', async (c) => {
    requireAdmin(c);
    const key = keyOf(c);
    const body = parseInput(renameFieldBody, await readJsonBody(c));
    return c.json({ field: renameField(db, site(c), key, body.field.displayName) });
  });

  app.delete('/:key', (c) => {
    requireAdmin(c);
    deleteField(db, site(c), keyOf(c));
    return c.json({});
  });

  return app;
}
