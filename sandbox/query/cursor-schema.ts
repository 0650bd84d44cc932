// What a paging cursor may hold, for every query that hands one out (query/paging.ts decodes them
// all here). A cursor comes back from the client, so each field is checked as a first page's
// request would be: a number SQLite cannot take as an OFFSET (1e300), a sort list holding null or a
// filter that is no object would otherwise reach the compiler or SQL and answer 500.
import { z } from 'zod';
import { filterObject, sortList } from '../http/schemas.ts';

/** The largest offset a cursor may carry: beyond it SQLite's OFFSET no longer takes the number. */
export const MAX_CURSOR_OFFSET = Number.MAX_SAFE_INTEGER;

export const cursorFields = {
  v: z.literal(1),
  filter: filterObject.optional(),
  sort: sortList.optional(),
  offset: z.number().int().min(0).max(MAX_CURSOR_OFFSET),
  limit: z.number().int().min(1),
  /** Domain flags that shape the result set (e.g. returnPrivateReviews). */
  flags: z.record(z.string(), z.boolean()).optional(),
};
