// The six calls of a definition list (Labels v4, Extended Fields v4): query, list, find or create,
// get, rename, delete. Every call is admin-only. The list's own request schemas and wire names come
// from its domain folder (contact-labels/routes.ts, extended-fields/routes.ts).
import { Hono } from 'hono';
import type { z } from 'zod';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors, type QueryErrorCodes } from '../../http/validate.ts';
import type { SortSpec } from '../../query/types.ts';
import type { DefinitionDoc, DefinitionKind } from './kind.ts';
import { deleteDefinition, findOrCreateDefinition, renameDefinition, requireDefinition } from './operations.ts';
import { queryDefinitionList } from './store.ts';

type Paging = { limit?: number | null; offset?: number | null } | null;

/** Query's body: `{query: {filter, sort, paging}}`. */
export interface QueryBodyOut {
  query?: { filter?: Record<string, unknown> | null; sort?: SortSpec[] | null; paging?: Paging } | null;
}

/** List's query string: the type filter (named as the kind's typeField), `namespace`, `startsWith`, `sort.*`, `paging.*`. */
export interface ListQueryOut {
  [key: string]: unknown;
  namespace?: string | null;
  startsWith?: string | null;
  sort?: { fieldName?: string | null; order?: 'ASC' | 'DESC' | null } | null;
  paging?: Paging;
}

export interface DefinitionApi<
  T extends DefinitionDoc,
  C extends z.ZodType<{ displayName: string }>,
  R extends z.ZodType,
> {
  kind: DefinitionKind<T>;
  /** Wire names: one entry (`label`), the list (`labels`), Find Or Create's flag (`newLabel`). */
  names: { one: string; many: string; created: string };
  schemas: {
    keyParam: z.ZodType<{ key: string }>;
    getQuery: z.ZodType;
    queryBody: z.ZodType<QueryBodyOut>;
    listQuery: z.ZodType<ListQueryOut>;
    findOrCreateBody: C;
    renameBody: R;
  };
  /** The new entry Find Or Create makes, from its key, its request and the time. */
  build(key: string, body: z.output<C>, iso: string): T;
  /** Rename's new display name. */
  newName(body: z.output<R>): string;
}

/** The codes the SDK's typings declare for Query Labels and Query Extended Fields alike. */
const QUERY_ERROR_CODES: QueryErrorCodes = {
  unknownField: 'UNSUPPORTED_FILTER_FIELD',
  operator: 'UNSUPPORTED_FILTER_OPERATOR',
  value: 'UNSUPPORTED_FILTER_VALUE',
  malformed: 'MALFORMED_FILTER',
  sort: 'INVALID_SORT',
};

export function definitionRoutes<
  T extends DefinitionDoc,
  C extends z.ZodType<{ displayName: string }>,
  R extends z.ZodType,
>({ db }: SandboxDeps, api: DefinitionApi<T, C, R>): Hono<SandboxEnv> {
  const { kind, names, schemas } = api;
  const app = new Hono<SandboxEnv>();
  const site = (c: { get(k: 'siteId'): string | null }): string => c.get('siteId')!;
  const keyOf = (c: { req: { param(k: 'key'): string } }): string =>
    parseInput(schemas.keyParam, { key: c.req.param('key') }).key;

  app.post('/query', async (c) => {
    requireAdmin(c);
    const q = parseInput(schemas.queryBody, await readJsonBody(c)).query ?? {};
    const page = withQueryErrors(
      () =>
        queryDefinitionList(db, kind, site(c), {
          filter: q.filter ?? undefined,
          sort: q.sort ?? undefined,
          paging: q.paging ?? undefined,
        }),
      QUERY_ERROR_CODES,
    );
    return c.json({ [names.many]: page.items, pagingMetadata: page.pagingMetadata });
  });

  app.get('/', (c) => {
    requireAdmin(c);
    const q = parseInput(schemas.listQuery, readQuery(c));
    const type = q[kind.typeField];
    const filter = {
      ...(type ? { [kind.typeField]: type } : {}),
      ...(q.namespace && { namespace: q.namespace }),
    };
    const sort = q.sort?.fieldName ? [{ fieldName: q.sort.fieldName, order: q.sort.order ?? 'ASC' }] : undefined;
    const page = withQueryErrors(() =>
      queryDefinitionList(db, kind, site(c), {
        filter,
        sort,
        paging: q.paging ?? undefined,
        ...(q.startsWith && { displayNamePrefix: q.startsWith }),
      }),
    );
    return c.json({ [names.many]: page.items, metadata: page.pagingMetadata });
  });

  app.post('/', async (c) => {
    requireAdmin(c);
    const body = parseInput(schemas.findOrCreateBody, await readJsonBody(c));
    const { doc, created } = findOrCreateDefinition(db, kind, site(c), body.displayName, (key, iso) =>
      api.build(key, body, iso),
    );
    return c.json({ [names.one]: doc, [names.created]: created });
  });

  app.get('/:key', (c) => {
    requireAdmin(c);
    const key = keyOf(c);
    parseInput(schemas.getQuery, readQuery(c));
    return c.json({ [names.one]: requireDefinition(db, kind, site(c), key) });
  });

  app.patch('/:key', async (c) => {
    requireAdmin(c);
    const key = keyOf(c);
    const body = parseInput(schemas.renameBody, await readJsonBody(c));
    return c.json({ [names.one]: renameDefinition(db, kind, site(c), key, api.newName(body)) });
  });

  app.delete('/:key', (c) => {
    requireAdmin(c);
    deleteDefinition(db, kind, site(c), keyOf(c));
    return c.json({});
  });

  return app;
}
