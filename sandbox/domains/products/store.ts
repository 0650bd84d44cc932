// Store products of a site (only used by the live demo pages for now).
import type { Db } from '../../db/open.ts';

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  currency: string;
  description: string;
}

const COLUMNS = 'id, slug, name, price_cents AS priceCents, currency, description';

export function listProducts(db: Db, siteId: string): ProductRow[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM products WHERE site_id = ? ORDER BY position, name`)
    .all(siteId) as ProductRow[];
}

export function getProductBySlug(db: Db, siteId: string, slug: string): ProductRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM products WHERE site_id = ? AND slug = ?`).get(siteId, slug) as
    ProductRow | undefined;
}
