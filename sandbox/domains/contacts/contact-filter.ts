// A Query Contacts / Query Facets filter, made ready for the store: `search` ORed in, `$nin`
// spelled as the compiler knows it (query/rewrite-nin.ts), the field map for the extended fields it names, indexable
// conditions split off (value-filter.ts) and email lookups answered from contact_emails.
import type { Db } from '../../db/open.ts';
import type { SortSpec } from '../../query/types.ts';
import { rewriteNin } from '../../query/rewrite-nin.ts';
import { checkFilterLimits } from '../../query/filter-limits.ts';
import { resolveEmailFilters } from './email-filter.ts';
import { NIN_FIELDS } from './fields.ts';
import { contactFieldsFor } from './query-fields.ts';
import { withSearch } from './search.ts';
import type { ContactFilter } from './store.ts';
import { extractValueFilters } from './value-filter.ts';

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
  const searched = rewriteNin(withSearch(filter, opts.search), NIN_FIELDS) as Record<string, unknown> | undefined;
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
