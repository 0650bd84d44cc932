// Stores products, read side only: Catalog V1 (`/stores-reader/v1/products`) and Catalog V3
// (`/stores/v3`: query, and search with free text), each answered only on a site running that
// catalog (428 on the other), and the catalog version call. Both the documented POST forms and the
// SDK's GET `.r` forms are served.
// Docs: Wix's "Query Products" (catalog v1) and "Search Products" / "Query Products" (catalog v3) references.
import { Hono, type Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { applicationError, validationError } from '../../http/errors.ts';
import { parseInput, readJsonBody, readQuery } from '../../http/validate.ts';
import { liveUrlFor } from '../../live/routes.ts';
import { getSite } from '../sites/store.ts';
import { catalogVersionOf, type CatalogVersion } from './catalog.ts';
import { decodeCursor, pageOf, type PageState } from './paging.ts';
import { filterProducts } from './product-filter.ts';
import { matchesText } from './product-search.ts';
import { productV1, productV3 } from './product-docs.ts';
import { MAX_LIMIT, V1Body, V3Body, V3SearchBody } from './schemas.ts';
import { listProducts, type ProductRow } from './store.ts';

/** The calling site, refused with 428 unless it runs `wanted`, and its live URL (product links). */
function catalogSite(db: SandboxDeps['db'], c: Context<SandboxEnv>, wanted: CatalogVersion) {
  const siteId = c.get('siteId')!;
  const actual = catalogVersionOf(db, siteId);
  if (actual !== wanted) {
    throw applicationError(
      428,
      'CATALOG_VERSION_MISMATCH',
      `This site runs ${actual}; this call belongs to ${wanted}.`,
      { catalogVersion: actual },
    );
  }
  return { siteId, siteUrl: liveUrlFor(c, getSite(db, siteId)!.slug) };
}

const fieldSetsOf = (fields: string | string[] | undefined): string[] =>
  fields === undefined ? [] : Array.isArray(fields) ? fields : [fields];

export function productsV1Routes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const answer = (c: Context<SandboxEnv>, raw: unknown) => {
    const { siteId, siteUrl } = catalogSite(db, c, 'V1_CATALOG');
    const body = parseInput(V1Body, raw);
    const limit = body.query?.paging?.limit ?? MAX_LIMIT;
    const offset = body.query?.paging?.offset ?? 0;
    const all = filterProducts(listProducts(db, siteId), body.query?.filter, 'query.filter', 'V1');
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
    const { siteId, siteUrl } = catalogSite(db, c, 'V3_CATALOG');
    const body = parseInput(V3Body, raw);
    const fields = fieldSetsOf(body.fields);
    const paging = body.query?.cursorPaging;
    const state = paging?.cursor
      ? { ...decodeCursor(paging.cursor), ...(paging.limit ? { limit: paging.limit } : {}) }
      : {
          filter: body.query?.filter,
          offset: body.query?.paging?.offset ?? 0,
          limit: paging?.limit ?? body.query?.paging?.limit ?? MAX_LIMIT,
        };
    const all: ProductRow[] = filterProducts(listProducts(db, siteId), state.filter);
    const { page, pagingMetadata } = pageOf(all, state);
    return c.json({ products: page.map((p) => productV3(p, siteUrl, fields)), pagingMetadata });
  };
  const search = (c: Context<SandboxEnv>, raw: unknown) => {
    const { siteId, siteUrl } = catalogSite(db, c, 'V3_CATALOG');
    const body = parseInput(V3SearchBody, raw);
    const fields = fieldSetsOf(body.fields);
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
    const all = filterProducts(listProducts(db, siteId), state.filter, 'search.filter').filter(
      (p) => !state.text || matchesText(p, state.text),
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
