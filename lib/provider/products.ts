import type { ReviewedItem } from '../messaging/reviews';
import type { SiteClient } from './client';
import { normalizeError } from './normalize-error';

type Catalog = 'V1' | 'V3';
/** A site's catalog version, learned from its first answer (V3 calls get 428 on a Catalog V1 site). */
const catalogs = new WeakMap<SiteClient, Catalog>();
const MAX = 100;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

async function queryV3(client: SiteClient, ids: string[]): Promise<Record<string, ReviewedItem>> {
  const result = await client.productsV3.queryProducts({ fields: ['URL'] }).in('_id', ids).limit(ids.length).find();
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

/**
 * Names and live URLs of store products: one batched query (up to 100 ids), on the catalog the site
 * runs. A site's version is learned once: V3 first, V1 after a 428, then remembered per client.
 */
export async function storeProducts(client: SiteClient, productIds: readonly string[]): Promise<Record<string, ReviewedItem>> {
  const ids = [...new Set(productIds)].slice(0, MAX);
  if (ids.length === 0) return {};
  if (catalogs.get(client) !== 'V1') {
    try {
      const found = await queryV3(client, ids);
      catalogs.set(client, 'V3');
      return found;
    } catch (e) {
      if (normalizeError(e).status !== 428) throw e;
      catalogs.set(client, 'V1');
    }
  }
  return queryV1(client, ids);
}
