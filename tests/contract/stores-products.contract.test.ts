// Stores products through the official SDK (@wix/stores): Catalog V1 and V3 query by ids, V3's
// Search Products by name and V1's query by the start of a name, the catalog version, and 428 on the
// other catalog's calls; plus the extension's own storeProducts and findProductsByName.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { catalogVersioning, products, productsV3 } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import { findProductsByName, storeProducts } from '../../lib/provider/products.ts';
import { useSandbox } from './harness.ts';
import { sandboxFetch, sdkError, type DemoSite } from './sdk-client.ts';

const { sandbox, sites } = useSandbox();
const storesClient = (site: DemoSite) =>
  createClient({
    modules: { products, productsV3, catalogVersioning },
    auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }),
    fetch: sandboxFetch(sandbox.url),
  });
const productRows = (siteId: string) =>
  sandbox.db.prepare('SELECT id, name, slug FROM products WHERE site_id = ? ORDER BY position').all(siteId) as {
    id: string;
    name: string;
    slug: string;
  }[];
const bySlug = (slug: string) => sites.find((s) => s.liveUrl.endsWith(`/sites/${slug}`))!;

describe('Catalog V3 (Bloom & Basket)', () => {
  it('answers the catalog version and a batched query by ids, with the page URL when asked', async () => {
    const site = bySlug('bloom-and-basket');
    const client = storesClient(site);
    expect((await client.catalogVersioning.getCatalogVersion()).catalogVersion).toBe('V3_CATALOG');
    const [a, b] = productRows(site.id);
    const result = await client.productsV3
      .queryProducts({ fields: ['URL'] })
      .in('_id', [a!.id, b!.id])
      .limit(2)
      .find();
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
    expect(result.items.map((p) => [p._id, p.name, p.productPageUrl])).toEqual([
      [a!.id, a!.name, { base: site.liveUrl, path: `/product-page/${a!.slug}` }],
    ]);
  });

  it('answers the documented POST form too (filter as a JSON string) and refuses V3 calls with 428', async () => {
    const site = bySlug('harbor-coffee-roasters');
    const [a] = productRows(site.id);
    const res = await fetch(`${sandbox.url}/stores-reader/v1/products/query`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: { filter: JSON.stringify({ id: { $in: [a!.id] } }), paging: { limit: 50, offset: 0 } },
      }),
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
      const client = createSiteClient(
        { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
        site.id,
      );
      const rows = productRows(site.id);
      const named = await storeProducts(client, [...rows.map((r) => r.id), rows[0]!.id]);
      expect(Object.fromEntries(Object.entries(named).map(([id, p]) => [id, p.name]))).toEqual(
        Object.fromEntries(rows.map((r) => [r.id, r.name])),
      );
      expect(named[rows[0]!.id]!.url).toBe(`${site.liveUrl}/product-page/${rows[0]!.slug}`);
      const before = (
        (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}`)).json()) as { lastSeq: number }
      ).lastSeq;
      await storeProducts(client, [rows[0]!.id]);
      const log = (await (
        await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}&since=${before}`)
      ).json()) as { requests: { path: string }[] };
      expect(log.requests.map((r) => r.path.split('?')[0])).toEqual([
        slug === 'harbor-coffee-roasters'
          ? '/stores-reader/v1/products/query-platformized'
          : '/stores/v3/products/query',
      ]);
    }
  });
});

describe('products by name', () => {
  const lastCallPaths = async (site: DemoSite, before: number) =>
    (
      (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}&since=${before}`)).json()) as {
        requests: { path: string }[];
      }
    ).requests.map((r) => r.path.split('?')[0]);
  const lastSeq = async (site: DemoSite) =>
    ((await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}`)).json()) as { lastSeq: number }).lastSeq;

  it('Catalog V3 searches product names word by word (any word, or every word with mode AND), pages, and wants the fields named', async () => {
    const site = bySlug('bloom-and-basket');
    const client = storesClient(site);
    const names = async (search: Parameters<typeof client.productsV3.searchProducts>[0]) =>
      ((await client.productsV3.searchProducts(search)).products ?? []).map((p) => p.name);
    expect(await names({ search: { expression: 'basket', fields: ['name'] } })).toEqual(['Market Tote Basket']);
    expect(await names({ search: { expression: 'BUN', fields: ['name'] } })).toEqual(['Dried Eucalyptus Bundle']);
    expect(await names({ search: { expression: 'herb lavender', fields: ['name'] } })).toEqual([
      'Lavender Sachet Trio',
      'Terracotta Herb Pot',
    ]);
    expect(await names({ search: { expression: 'herb lavender', fields: ['name'], mode: 'AND' } })).toEqual([]);
    expect(await names({ search: { expression: 'terra herb', fields: ['name'], mode: 'AND' } })).toEqual([
      'Terracotta Herb Pot',
    ]);
    // Description words are found only where the fields name it.
    expect(await names({ search: { expression: 'jute', fields: ['name'] } })).toEqual([]);
    expect(await names({ search: { expression: 'jute', fields: ['name', 'description'] } })).toEqual([
      'Wildflower Bouquet',
    ]);
    // The cursor keeps the text: the next page holds the other matches only.
    const withWith = await names({ search: { expression: 'with', fields: ['description'] } });
    expect(withWith.length).toBeGreaterThan(2);
    const paged: string[] = [];
    let page = await client.productsV3.searchProducts({
      search: { expression: 'with', fields: ['description'] },
      cursorPaging: { limit: 2 },
    });
    for (;;) {
      paged.push(...page.products!.map((p) => p.name!));
      const cursor = page.pagingMetadata?.cursors?.next;
      if (!cursor) break;
      page = await client.productsV3.searchProducts({ cursorPaging: { cursor, limit: 2 } });
    }
    expect(paged).toEqual(withWith);
    const noFields = await sdkError(client.productsV3.searchProducts({ search: { expression: 'basket' } }));
    expect(noFields.status).toBe(400);
    expect(JSON.stringify(noFields.details)).toContain('search.search.fields');
    // Query Products filters no name (names are for search).
    expect(
      (
        await sdkError(
          client.productsV3
            .queryProducts()
            .eq('name' as never, 'Wildflower Bouquet')
            .find(),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await sdkError(
          storesClient(bySlug('harbor-coffee-roasters')).productsV3.searchProducts({
            search: { expression: 'x', fields: ['name'] },
          }),
        )
      ).status,
    ).toBe(428);
  });

  it('Catalog V1 finds names that start with the text, in any case', async () => {
    const client = storesClient(bySlug('harbor-coffee-roasters'));
    const found = await client.products.queryProducts().startsWith('name', 'light').find();
    expect(found.items.map((p) => p.name)).toEqual(['Lighthouse Single Origin Ethiopia']);
    expect((await client.products.queryProducts().startsWith('name', 'Espresso').find()).items).toEqual([]);
  });

  it("the extension's findProductsByName: one provider call per name on either catalog", async () => {
    for (const [slug, name, expected, path] of [
      ['bloom-and-basket', 'eucalyptus dried', ['Dried Eucalyptus Bundle'], '/stores/v3/products/search'],
      ['harbor-coffee-roasters', 'dock', ['Dockside Espresso Blend'], '/stores-reader/v1/products/query-platformized'],
    ] as const) {
      const site = bySlug(slug);
      const client = createSiteClient(
        { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
        site.id,
      );
      const rows = productRows(site.id);
      const found = await findProductsByName(client, name);
      expect(found).toEqual(expected.map((n) => ({ id: rows.find((r) => r.name === n)!.id, name: n })));
      const before = await lastSeq(site);
      await findProductsByName(client, name);
      expect(await lastCallPaths(site, before)).toEqual([path]);
      expect(await findProductsByName(client, '   ')).toEqual([]);
    }
  });
});
