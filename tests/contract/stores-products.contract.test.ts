// Stores products through the official SDK (@wix/stores): Catalog V1 and V3 query by ids, the
// catalog version, and 428 on the other catalog's calls; plus the extension's own storeProducts.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { catalogVersioning, products, productsV3 } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import { storeProducts } from '../../lib/provider/products.ts';
import { useSandbox } from './harness.ts';
import { sandboxFetch, sdkError, type DemoSite } from './sdk-client.ts';

const { sandbox, sites } = useSandbox();
const storesClient = (site: DemoSite) =>
  createClient({ modules: { products, productsV3, catalogVersioning }, auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }), fetch: sandboxFetch(sandbox.url) });
const productRows = (siteId: string) => sandbox.db.prepare('SELECT id, name, slug FROM products WHERE site_id = ? ORDER BY position').all(siteId) as { id: string; name: string; slug: string }[];
const bySlug = (slug: string) => sites.find((s) => s.liveUrl.endsWith(`/sites/${slug}`))!;

describe('Catalog V3 (Bloom & Basket)', () => {
  it('answers the catalog version and a batched query by ids, with the page URL when asked', async () => {
    const site = bySlug('bloom-and-basket');
    const client = storesClient(site);
    expect((await client.catalogVersioning.getCatalogVersion()).catalogVersion).toBe('V3_CATALOG');
    const [a, b] = productRows(site.id);
    const result = await client.productsV3.queryProducts({ fields: ['URL'] }).in('_id', [a!.id, b!.id]).limit(2).find();
    expect(result.items.map((p) => [p._id, p.name, p.url])).toEqual([
      [a!.id, a!.name, `${site.liveUrl}/product-page/${a!.slug}`],
      [b!.id, b!.name, `${site.liveUrl}/product-page/${b!.slug}`],
    ]);
    const noUrl = await client.productsV3.queryProducts().in('_id', [a!.id]).find();
    expect(noUrl.items[0]!.url).toBeUndefined();
  });

  it('refuses Catalog V1 calls with 428', async () => {
    const site = bySlug('bloom-and-basket');
    const e = await sdkError(storesClient(site).products.queryProducts().find());
    expect(e.status).toBe(428);
    expect(e.details.applicationError?.code).toBe('CATALOG_VERSION_MISMATCH');
  });

  it('pages with cursors', async () => {
    const client = storesClient(bySlug('bloom-and-basket'));
    const first = await client.productsV3.queryProducts().limit(4).find();
    expect(first.items).toHaveLength(4);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.map((p) => p._id)).not.toContain(first.items[0]!._id);
  });
});

describe('Catalog V1 (Harbor Coffee Roasters)', () => {
  it('answers the SDK query by ids with the product page URL as base and path', async () => {
    const site = bySlug('harbor-coffee-roasters');
    const client = storesClient(site);
    expect((await client.catalogVersioning.getCatalogVersion()).catalogVersion).toBe('V1_CATALOG');
    const [a] = productRows(site.id);
    const result = await client.products.queryProducts().in('_id', [a!.id]).find();
    expect(result.items.map((p) => [p._id, p.name, p.productPageUrl])).toEqual([[a!.id, a!.name, { base: site.liveUrl, path: `/product-page/${a!.slug}` }]]);
  });

  it('answers the documented POST form too (filter as a JSON string) and refuses V3 calls with 428', async () => {
    const site = bySlug('harbor-coffee-roasters');
    const [a] = productRows(site.id);
    const res = await fetch(`${sandbox.url}/stores-reader/v1/products/query`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
      body: JSON.stringify({ query: { filter: JSON.stringify({ id: { $in: [a!.id] } }), paging: { limit: 50, offset: 0 } } }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { products: { name: string }[] }).products.map((p) => p.name)).toEqual([a!.name]);
    expect((await sdkError(storesClient(site).productsV3.queryProducts().find())).status).toBe(428);
  });
});

describe("the extension's storeProducts", () => {
  it('names the products of either catalog in one query per page (a V1 site learns its version once)', async () => {
    for (const slug of ['bloom-and-basket', 'harbor-coffee-roasters']) {
      const site = bySlug(slug);
      const client = createSiteClient({ kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, label: '', sandboxUrl: sandbox.url }, site.id);
      const rows = productRows(site.id);
      const named = await storeProducts(client, [...rows.map((r) => r.id), rows[0]!.id]);
      expect(Object.fromEntries(Object.entries(named).map(([id, p]) => [id, p.name]))).toEqual(Object.fromEntries(rows.map((r) => [r.id, r.name])));
      expect(named[rows[0]!.id]!.url).toBe(`${site.liveUrl}/product-page/${rows[0]!.slug}`);
      const before = ((await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}`)).json()) as { lastSeq: number }).lastSeq;
      await storeProducts(client, [rows[0]!.id]);
      const log = (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}&since=${before}`)).json()) as { requests: { path: string }[] };
      expect(log.requests.map((r) => r.path.split('?')[0])).toEqual([slug === 'harbor-coffee-roasters' ? '/stores-reader/v1/products/query-platformized' : '/stores/v3/products/query']);
    }
  });
});
