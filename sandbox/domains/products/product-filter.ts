// The few product filters the clients need (ids, slugs, visibility), applied to a site's small
// product list. Anything else is refused like the provider refuses an unsupported filter.
import { validationError } from '../../http/errors.ts';
import type { ProductRow } from './store.ts';

type Field = 'id' | 'slug' | 'visible';
const FIELDS: Record<string, Field> = { id: 'id', _id: 'id', slug: 'slug', visible: 'visible' };

function valueOf(p: ProductRow, field: Field): unknown {
  return field === 'visible' ? true : p[field];
}

function matchesCondition(actual: unknown, cond: unknown, path: string): boolean {
  if (typeof cond !== 'object' || cond === null) return actual === cond;
  const entries = Object.entries(cond as Record<string, unknown>);
  return entries.every(([op, v]) => {
    if (op === '$eq') return actual === v;
    if (op === '$ne') return actual !== v;
    if (op === '$in' && Array.isArray(v)) return v.includes(actual);
    if (op === '$exists') return v === true;
    if (op === '$startsWith' && typeof v === 'string') return typeof actual === 'string' && actual.startsWith(v);
    throw validationError([{ field: path, description: `operator ${op} is not supported here`, violatedRule: 'OTHER' }]);
  });
}

/** True when the product matches the filter (`{}` / undefined match all; `$and` / `$or` nest). */
export function matchesProductFilter(p: ProductRow, filter: unknown, path = 'query.filter'): boolean {
  if (filter === undefined || filter === null) return true;
  if (typeof filter !== 'object' || Array.isArray(filter)) throw validationError([{ field: path, description: 'must be an object', violatedRule: 'FORMAT' }]);
  return Object.entries(filter as Record<string, unknown>).every(([key, cond]) => {
    if (key === '$and' && Array.isArray(cond)) return cond.every((c) => matchesProductFilter(p, c, path));
    if (key === '$or' && Array.isArray(cond)) return cond.some((c) => matchesProductFilter(p, c, path));
    const field = FIELDS[key];
    if (!field) throw validationError([{ field: `${path}.${key}`, description: 'is not a filterable product field', violatedRule: 'OTHER' }]);
    return matchesCondition(valueOf(p, field), cond, `${path}.${key}`);
  });
}
