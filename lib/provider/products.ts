import type { ProductMatch } from '../messaging/review-requests';
import type { ReviewedItem } from '../messaging/reviews';
import type { SiteClient } from './client';
import { normalizeError } from './normalize-error';

type Catalog = 'V1' | 'V3';
/** A site's catalog version, learned from its first answer (V3 calls get 428 on a Catalog V1 site). */
const catalogs = new WeakMap<SiteClient, Catalog>();
const MAX = 100;
/** How many products the item picker lists for a name. */
export const MAX_MATCHES = 10;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Runs the call of the catalog the site runs. A site's version is learned once: V3 first, V1 after
 * a 428, then remembered per client.
 */
async function onCatalog<T>(client: SiteClient, v3: () => Promise<T>, v1: () => Promise<T>): Promise<T> {
  if (catalogs.get(client) !== 'V1') {
    try {
      const found = await v3();
      catalogs.set(client, 'V3');
      return found;
    } catch (e) {
      if (normalizeError(e).status !== 428) throw e;
      catalogs.set(client, 'V1');
    }
  }
  return v1();
}

async function queryV3(client: SiteClient, ids: string[]): Promise<Record<string, ReviewedItem>> {
  const result = await client.productsV3
    .queryProducts({ fields: ['URL'] })
    .in('_id', ids)
    .limit(ids.length)
    .find();
  const out: Record<string, ReviewedItem> = {};
  for (const p of result.items) if (p._id) out[p._id] = { name: text(p.name), url: text(p.url) || null };
  return out;
}

async function queryV1(client: SiteClient, ids: string[]): Promise<Record<string, ReviewedItem>> {
  const result = await client.products.queryProducts().in('_id', ids).limit(ids.length).find();
  const out: Record<string, ReviewedItem> = {};
  for (const p of result.items) {
    if (!p._id) continue;
    const page = p.productPageUrl;
    const url = page?.base && page.path ? `${page.base.replace(/\/+$/, '')}/${page.path.replace(/^\/+/, '')}` : null;
    out[p._id] = { name: text(p.name), url };
  }
  return out;
}

/** Names and live URLs of store products: one batched query (up to 100 ids), on the catalog the site runs. */
export async function storeProducts(
  client: SiteClient,
  productIds: readonly string[],
): Promise<Record<string, ReviewedItem>> {
  const ids = [...new Set(productIds)].slice(0, MAX);
  if (ids.length === 0) return {};
  return onCatalog(
    client,
    () => queryV3(client, ids),
    () => queryV1(client, ids),
  );
}

const matches = (items: readonly { _id?: string | null; name?: string | null }[]): ProductMatch[] =>
  items.flatMap((p) => (p._id ? [{ id: p._id, name: text(p.name) }] : []));

/**
 * Store products by name, for the item picker: Catalog V3's Search Products with the words in the
 * product name (every word, each matching as the provider searches text); Catalog V1 has no text
 * search, its query finds names that start with the text.
 */
export async function findProductsByName(client: SiteClient, name: string): Promise<ProductMatch[]> {
  const words = name.trim();
  if (words === '') return [];
  return onCatalog(
    client,
    async () =>
      matches(
        (
          await client.productsV3.searchProducts({
            search: { expression: words, fields: ['name'], mode: 'AND' },
            cursorPaging: { limit: MAX_MATCHES },
          })
        ).products ?? [],
      ),
    async () =>
      matches((await client.products.queryProducts().startsWith('name', words).limit(MAX_MATCHES).find()).items),
  );
}
