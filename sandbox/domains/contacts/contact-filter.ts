// A Query Contacts / Query Facets filter, made ready for the store: `search` ORed in, `$nin`
// spelled as the compiler knows it, the field map for the extended fields it names, indexable
// conditions split off (value-filter.ts) and email lookups answered from contact_emails.
import type { Db } from '../../db/open.ts';
import type { SortSpec } from '../../query/types.ts';
import { isPlainObject } from '../../query/values.ts';
import { checkFilterLimits } from '../../query/filter-limits.ts';
import { resolveEmailFilters } from './email-filter.ts';
import { NIN_FIELDS } from './fields.ts';
import { contactFieldsFor } from './query-fields.ts';
import { withSearch } from './search.ts';
import type { ContactFilter } from './store.ts';
import { extractValueFilters } from './value-filter.ts';

/** `{f: {$nin: [..]}}` → `{$not: {f: {$in: [..]}}}` (a missing value is "not in", as the compiler's $not gives). */
export function rewriteNin(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteNin);
  if (!isPlainObject(node)) return node;
  const parts: Record<string, unknown>[] = [];
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$and' || k === '$or' || k === '$not') rest[k] = rewriteNin(v);
    else if (NIN_FIELDS.has(k) && isPlainObject(v) && '$nin' in v) {
      const { $nin, ...others } = v;
      parts.push({ $not: { [k]: { $in: $nin } } });
      if (Object.keys(others).length > 0) rest[k] = others;
    } else rest[k] = v;
  }
  if (parts.length === 0) return rest;
  return Object.keys(rest).length === 0 && parts.length === 1 ? parts[0] : { $and: [rest, ...parts] };
}

export function contactFilter(
  db: Db,
  siteId: string,
  filter: Record<string, unknown> | undefined,
  opts: {
    search?: string;
    sort?: readonly SortSpec[];
    errorPath?: string;
    /** A call's own refusals, after the size limits and before anything compiles (Query Facets' fields). */
    allowed?: (filter: Record<string, unknown> | undefined, path: string) => void;
  } = {},
): ContactFilter {
  checkFilterLimits(filter, opts.errorPath ?? 'query.filter');
  opts.allowed?.(filter, opts.errorPath ?? 'query.filter');
  const searched = rewriteNin(withSearch(filter, opts.search)) as Record<string, unknown> | undefined;
  const { fields, readsDoc } = contactFieldsFor(db, siteId, searched, opts.sort);
  const { filter: rest, conditions } = extractValueFilters(fields, searched);
  return {
    filter: resolveEmailFilters(db, siteId, rest),
    fields,
    readsDoc,
    idConditions: conditions,
    ...(opts.errorPath && { errorPath: opts.errorPath }),
  };
}
