// The few product filters the clients need (ids, slugs, visibility; names on Catalog V1), applied
// to a site's small product list. Anything else is refused like the provider refuses an unsupported
// filter. Catalog V3's Query Products filters no name (find-products-query-and-search-catalog-v3.md,
// STEP 4): names are for its Search Products (product-search.ts).
import { validationError } from '../../http/errors.ts';
import { checkFilterLimits } from '../../query/filter-limits.ts';
import { ownField } from '../../query/own-field.ts';
import type { ProductRow } from './store.ts';

type Field = 'id' | 'slug' | 'visible' | 'name';
const V3_FIELDS: Record<string, Field> = { id: 'id', _id: 'id', slug: 'slug', visible: 'visible' };
/** Catalog V1's query builder also filters `name` (eq, startsWith, …: auto_sdk_stores_products). */
const V1_FIELDS: Record<string, Field> = { ...V3_FIELDS, name: 'name' };
export type FilterCatalog = 'V1' | 'V3';

function valueOf(p: ProductRow, field: Field): unknown {
  return field === 'visible' ? true : p[field];
}

/**
 * `$startsWith` on a name ignores case (a name typed into a picker); the provider's docs don't say
 * either way, this is the sandbox's choice. Ids and slugs compare exactly.
 */
function startsWith(actual: unknown, prefix: string, field: Field): boolean {
  if (typeof actual !== 'string') return false;
  return field === 'name'
    ? actual.toLocaleLowerCase().startsWith(prefix.toLocaleLowerCase())
    : actual.startsWith(prefix);
}

function matchesCondition(actual: unknown, cond: unknown, path: string, field: Field): boolean {
  if (typeof cond !== 'object' || cond === null) return actual === cond;
  const entries = Object.entries(cond as Record<string, unknown>);
  return entries.every(([op, v]) => {
    if (op === '$eq') return actual === v;
    if (op === '$ne') return actual !== v;
    if (op === '$in' && Array.isArray(v)) return v.includes(actual);
    if (op === '$exists') return v === true;
    if (op === '$startsWith' && typeof v === 'string') return startsWith(actual, v, field);
    throw validationError([
      { field: path, description: `operator ${op} is not supported here`, violatedRule: 'OTHER' },
    ]);
  });
}

/** The products matching `filter`, after its size limits (query/filter-limits.ts) are checked once. */
export function filterProducts(
  products: readonly ProductRow[],
  filter: unknown,
  path = 'query.filter',
  catalog: FilterCatalog = 'V3',
): ProductRow[] {
  checkFilterLimits(filter, path);
  return products.filter((p) => matchesProductFilter(p, filter, path, catalog));
}

/** True when the product matches the filter (`{}` / undefined match all; `$and` / `$or` nest). */
export function matchesProductFilter(
  p: ProductRow,
  filter: unknown,
  path = 'query.filter',
  catalog: FilterCatalog = 'V3',
): boolean {
  if (filter === undefined || filter === null) return true;
  if (typeof filter !== 'object' || Array.isArray(filter))
    throw validationError([{ field: path, description: 'must be an object', violatedRule: 'FORMAT' }]);
  return Object.entries(filter as Record<string, unknown>).every(([key, cond]) => {
    if (key === '$and' && Array.isArray(cond)) return cond.every((c) => matchesProductFilter(p, c, path, catalog));
    if (key === '$or' && Array.isArray(cond)) return cond.some((c) => matchesProductFilter(p, c, path, catalog));
    const field = ownField(catalog === 'V1' ? V1_FIELDS : V3_FIELDS, key);
    if (!field)
      throw validationError([
        { field: `${path}.${key}`, description: 'is not a filterable product field', violatedRule: 'OTHER' },
      ]);
    return matchesCondition(valueOf(p, field), cond, `${path}.${key}`, field);
  });
}
