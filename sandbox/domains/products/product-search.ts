// Catalog V3 Search Products' free text (`search.search`): the fields it may search are the SDK's
// V3ProductSearchSpec `searchable` list, and "when using free-text search, you must specify which
// fields to search" (the SDK's doc of searchProducts). How terms match is the provider's own; the
// sandbox's rule: case-insensitive, a term matches a word of a searched field that starts with it,
// and `mode` AND wants every term, OR (the default) any.
import type { ProductRow } from './store.ts';

export const SEARCHABLE_FIELDS = [
  'description',
  'directCategoryIdsInfo.categoryIds',
  'minVariantPriceInfo.sku',
  'name',
  'physicalProperties.deliveryProfileId',
  'physicalProperties.shippingGroupId',
  'variantsInfo.variants.barcode',
  'variantsInfo.variants.sku',
] as const;
export type SearchableField = (typeof SEARCHABLE_FIELDS)[number];

export interface TextSearch {
  expression: string;
  fields: readonly SearchableField[];
  mode: 'AND' | 'OR';
}

const words = (text: string): string[] =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The searched text of a field; the demo products have no categories, SKUs, barcodes or profiles. */
function textOf(p: ProductRow, field: SearchableField): string {
  return field === 'name' ? p.name : field === 'description' ? p.description : '';
}

export function matchesText(p: ProductRow, search: TextSearch): boolean {
  const terms = words(search.expression);
  if (terms.length === 0) return true;
  const haystack = search.fields.flatMap((f) => words(textOf(p, f)));
  const hit = (term: string) => haystack.some((w) => w.startsWith(term));
  return search.mode === 'AND' ? terms.every(hit) : terms.some(hit);
}
