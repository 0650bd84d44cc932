// The data browser's query string (and its JSON endpoint's): the filter as typed (JSON, the
// provider's own language), media's search text, one sort, page size and where the page starts.
import { z } from 'zod';
import { validationError, type ProviderError } from '../../http/errors.ts';
import type { Collection, Doc, PageQuery, PageStart } from './collections.ts';

export const browseParams = z.object({
  filter: z.string().max(20_000).optional(),
  search: z.string().max(200).optional(),
  sort: z.string().max(100).optional(),
  order: z.enum(['ASC', 'DESC']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** `o:<offset>` or `c:<cursor>` (what the previous page's "next" link carries). */
  start: z
    .string()
    .max(4000)
    .regex(/^(o:\d{1,9}|c:.+)$/, 'must be "o:<offset>" or "c:<cursor>"')
    .optional(),
});
export type BrowseParams = z.output<typeof browseParams>;

export const PAGE_SIZE = 25;

export const startParam = (s: PageStart): string => ('offset' in s ? `o:${s.offset}` : `c:${s.cursor}`);

/** The filter box's JSON → a filter object, or a validation error naming the box. */
function parseFilter(text: string | undefined): Doc | undefined | ProviderError {
  if (!text || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return validationError([
      { field: 'filter', description: `is not JSON (${(e as Error).message})`, violatedRule: 'FORMAT' },
    ]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return validationError([
      { field: 'filter', description: 'must be a JSON object such as {"status": "APPROVED"}', violatedRule: 'FORMAT' },
    ]);
  return parsed as Doc;
}

/** The provider query for these parameters; a ProviderError (400) when the box or the sort is not one. */
export function pageQuery(col: Collection, p: BrowseParams): PageQuery | ProviderError {
  const filter = col.filterBox === 'filter' ? parseFilter(p.filter) : undefined;
  if (filter instanceof Error) return filter;
  if (p.sort && !col.sortable.includes(p.sort))
    return validationError([
      {
        field: 'sort',
        description: `cannot sort ${col.label.toLowerCase()} by ${p.sort} (the provider sorts by ${col.sortable.join(', ') || 'nothing'})`,
        violatedRule: 'FIELD_NOT_ALLOWED',
      },
    ]);
  const start: PageStart = p.start?.startsWith('c:')
    ? { cursor: p.start.slice(2) }
    : { offset: Number(p.start?.slice(2) ?? 0) };
  return {
    filter,
    search: col.filterBox === 'search' ? p.search : undefined,
    sort: p.sort ? { fieldName: p.sort, order: p.order ?? 'ASC' } : undefined,
    limit: p.limit ?? PAGE_SIZE,
    start,
  };
}
