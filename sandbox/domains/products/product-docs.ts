// Products in the REST shapes of Catalog V1 (stores-reader) and Catalog V3 (stores/v3).
import type { ProductRow } from './store.ts';

const price = (p: ProductRow) => {
  const amount = (p.priceCents / 100).toFixed(2);
  return {
    currency: p.currency,
    price: Number(amount),
    discountedPrice: Number(amount),
    formatted: { price: `${amount} ${p.currency}`, discountedPrice: `${amount} ${p.currency}` },
  };
};

/** Catalog V1: `productPageUrl` is `{base, path}` (base = the site's URL). */
export function productV1(p: ProductRow, siteUrl: string) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    visible: true,
    productType: 'physical',
    description: p.description,
    price: price(p),
    priceData: price(p),
    stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
    productPageUrl: { base: siteUrl, path: `/product-page/${p.slug}` },
  };
}

/** Catalog V3: default fields, plus `url` when asked with `fields: ["URL"]`. */
export function productV3(p: ProductRow, siteUrl: string, fields: readonly string[]) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    visible: true,
    visibleInPos: true,
    productType: 'PHYSICAL',
    inventory: { availabilityStatus: 'IN_STOCK', preorderStatus: 'DISABLED' },
    ...(fields.includes('PLAIN_DESCRIPTION') ? { plainDescription: `<p>${p.description}</p>` } : {}),
    ...(fields.includes('URL')
      ? { url: { relativePath: `/product-page/${p.slug}`, url: `${siteUrl}/product-page/${p.slug}` } }
      : {}),
  };
}
