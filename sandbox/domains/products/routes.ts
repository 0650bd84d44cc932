// Stores products, read side only: Catalog V1 (`/stores-reader/v1/products`) and Catalog V3
// (`/stores/v3`: query, and search with free text), each answered only on a site running that
// catalog (428 on the other), and the catalog version call. Both the documented POST forms and the
// SDK's GET `.r` forms are served.
// Docs: Wix's "Query Products" (catalog v1) and "Search Products" / "Query Products" (catalog v3) references.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { applicationError, validationError } from '../../http/errors.ts';
import { parseInput, readJsonBody, readQuery } from '../../http/validate.ts';
import { liveUrlFor } from '../../live/routes.ts';
import { getSite } from '../sites/store.ts';
import { catalogVersionOf, type CatalogVersion } from './catalog.ts';
import { matchesProductFilter } from './product-filter.ts';
import { matchesText, SEARCHABLE_FIELDS, type TextSearch } from './product-search.ts';
import { productV1, productV3 } from './product-docs.ts';
import { listProducts, type ProductRow } from './store.ts';

const MAX_LIMIT = 100;

/** V1's filter and sort are JSON-encoded strings in the documented POST form, objects in the SDK's. */
const jsonOrObject = (field: string) =>
  z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${field} must be JSON`, path: [] });
      return z.NEVER;
    }
  });

const V1Body = z.object({
  query: z
    .object({
      filter: jsonOrObject('query.filter').optional(),
      sort: jsonOrObject('query.sort').optional(),
      paging: z
        .object({
          limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
          offset: z.coerce.number().int().min(0).optional(),
        })
        .optional(),
    })
    .optional(),
  includeVariants: z.unknown().optional(),
  includeHiddenProducts: z.unknown().optional(),
  includeMerchantSpecificData: z.unknown().optional(),
});

const V3Body = z.object({
  fields: z.union([z.array(z.string()), z.string()]).optional(),
  query: z
    .object({
      filter: z.record(z.string(), z.unknown()).optional(),
      sort: z.array(z.unknown()).optional(),
      cursorPaging: z
        .object({
          limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
          cursor: z.string().max(500).optional(),
        })
        .optional(),
      paging: z
        .object({
          limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
          offset: z.coerce.number().int().min(0).optional(),
        })
        .optional(),
    })
    .optional(),
});

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** Search Products: `search` is a cursor search (filter, sort, paging) with free text in `search.search`. */
const V3SearchBody = z.object({
  fields: z.union([z.array(z.string()), z.string()]).optional(),
  search: z
    .object({
      filter: z.record(z.string(), z.unknown()).optional(),
      sort: z.array(z.unknown()).optional(),
      cursorPaging: z
        .object({
          limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
          cursor: z.string().max(16000).optional(),
        })
        .optional(),
      search: z
        .object({
          mode: z.enum(['OR', 'AND']).optional(),
          expression: z.string().max(1000).nullish(),
          fields: oneOrMany(z.enum(SEARCHABLE_FIELDS)).optional(),
          fuzzy: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
        })
        .optional(),
      aggregations: z.unknown().optional(),
      timeZone: z.string().max(100).nullish(),
    })
    .optional(),
});

/** A text search carried in a cursor, checked like one from a request. */
const CursorText = z
  .object({ expression: z.string().max(1000), fields: z.array(z.enum(SEARCHABLE_FIELDS)), mode: z.enum(['OR', 'AND']) })
  .strict();

interface PageState {
  filter: unknown;
  offset: number;
  limit: number;
  text?: TextSearch;
}
const encodeCursor = (state: PageState) => Buffer.from(JSON.stringify(state)).toString('base64url');
function decodeCursor(cursor: string, field = 'query.cursorPaging.cursor'): PageState {
  let s: { filter: unknown; offset: unknown; limit: unknown; text?: unknown } | null = null;
  try {
    s = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      filter: unknown;
      offset: unknown;
      limit: unknown;
      text?: unknown;
    };
  } catch {
    /* refused below */
  }
  // Checked like a first page's request: a tampered limit (SQLite takes -1 as no limit) is refused.
  if (
    s &&
    Number.isInteger(s.offset) &&
    Number.isInteger(s.limit) &&
    (s.offset as number) >= 0 &&
    (s.limit as number) >= 1 &&
    (s.limit as number) <= MAX_LIMIT
  ) {
    return {
      filter: s.filter,
      offset: s.offset as number,
      limit: s.limit as number,
      ...(s.text !== undefined && { text: parseInput(CursorText, s.text, field) }),
    };
  }
  throw validationError([{ field, description: 'is not a cursor of this query', violatedRule: 'FORMAT' }]);
}

/** One page of a site's products under a filter (and text), with the V3 cursors. */
function pageOf(all: ProductRow[], state: PageState) {
  const page = all.slice(state.offset, state.offset + state.limit);
  const hasNext = state.offset + page.length < all.length;
  const next = hasNext ? encodeCursor({ ...state, offset: state.offset + page.length }) : null;
  const prev = state.offset > 0 ? encodeCursor({ ...state, offset: Math.max(0, state.offset - state.limit) }) : null;
  return { page, pagingMetadata: { count: page.length, cursors: { next, prev }, hasNext } };
}

function requireCatalog(db: SandboxDeps['db'], siteId: string, wanted: CatalogVersion): void {
  const actual = catalogVersionOf(db, siteId);
  if (actual !== wanted) {
    throw applicationError(
      428,
      'CATALOG_VERSION_MISMATCH',
      `This site runs ${actual}; this call belongs to ${wanted}.`,
      { catalogVersion: actual },
    );
  }
}

export function productsV1Routes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const answer = (c: Context<SandboxEnv>, raw: unknown) => {
    const siteId = c.get('siteId')!;
    requireCatalog(db, siteId, 'V1_CATALOG');
    const body = parseInput(V1Body, raw);
    const limit = body.query?.paging?.limit ?? MAX_LIMIT;
    const offset = body.query?.paging?.offset ?? 0;
    const siteUrl = liveUrlFor(c.req.url, getSite(db, siteId)!.slug);
    const all = listProducts(db, siteId).filter((p) =>
      matchesProductFilter(p, body.query?.filter, 'query.filter', 'V1'),
    );
    const page = all.slice(offset, offset + limit);
    return c.json({
      products: page.map((p) => productV1(p, siteUrl)),
      metadata: { items: page.length, offset },
      totalResults: all.length,
    });
  };
  app.post('/query', async (c) => answer(c, await readJsonBody(c)));
  app.get('/query-platformized', (c) => answer(c, readQuery(c)));
  return app;
}

export function productsV3Routes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const answer = (c: Context<SandboxEnv>, raw: unknown) => {
    const siteId = c.get('siteId')!;
    requireCatalog(db, siteId, 'V3_CATALOG');
    const body = parseInput(V3Body, raw);
    const fields = body.fields === undefined ? [] : Array.isArray(body.fields) ? body.fields : [body.fields];
    const paging = body.query?.cursorPaging;
    const state = paging?.cursor
      ? { ...decodeCursor(paging.cursor), ...(paging.limit ? { limit: paging.limit } : {}) }
      : {
          filter: body.query?.filter,
          offset: body.query?.paging?.offset ?? 0,
          limit: paging?.limit ?? body.query?.paging?.limit ?? MAX_LIMIT,
        };
    const siteUrl = liveUrlFor(c.req.url, getSite(db, siteId)!.slug);
    const all: ProductRow[] = listProducts(db, siteId).filter((p) => matchesProductFilter(p, state.filter));
    const { page, pagingMetadata } = pageOf(all, state);
    return c.json({ products: page.map((p) => productV3(p, siteUrl, fields)), pagingMetadata });
  };
  const search = (c: Context<SandboxEnv>, raw: unknown) => {
    const siteId = c.get('siteId')!;
    requireCatalog(db, siteId, 'V3_CATALOG');
    const body = parseInput(V3SearchBody, raw);
    const fields = body.fields === undefined ? [] : Array.isArray(body.fields) ? body.fields : [body.fields];
    const paging = body.search?.cursorPaging;
    let state: PageState;
    if (paging?.cursor) {
      state = {
        ...decodeCursor(paging.cursor, 'search.cursorPaging.cursor'),
        ...(paging.limit ? { limit: paging.limit } : {}),
      };
    } else {
      const text = body.search?.search;
      const expression = text?.expression?.trim() ?? '';
      if (expression !== '' && (text?.fields ?? []).length === 0) {
        throw validationError([
          {
            field: 'search.search.fields',
            description: 'is required with a search expression: name the fields to search',
            violatedRule: 'REQUIRED_FIELD',
          },
        ]);
      }
      state = {
        filter: body.search?.filter,
        offset: 0,
        limit: paging?.limit ?? MAX_LIMIT,
        ...(expression !== '' && { text: { expression, fields: text!.fields!, mode: text!.mode ?? 'OR' } }),
      };
    }
    const siteUrl = liveUrlFor(c.req.url, getSite(db, siteId)!.slug);
    const all = listProducts(db, siteId).filter(
      (p) => matchesProductFilter(p, state.filter, 'search.filter') && (!state.text || matchesText(p, state.text)),
    );
    const { page, pagingMetadata } = pageOf(all, state);
    return c.json({ products: page.map((p) => productV3(p, siteUrl, fields)), pagingMetadata });
  };
  app.post('/products/query', async (c) => answer(c, await readJsonBody(c)));
  app.get('/products/query', (c) => answer(c, readQuery(c)));
  app.post('/products/search', async (c) => search(c, await readJsonBody(c)));
  app.get('/products/search', (c) => search(c, readQuery(c)));
  app.get('/provision/version', (c) => c.json({ catalogVersion: catalogVersionOf(db, c.get('siteId')!) }));
  return app;
}
