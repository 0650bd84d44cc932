// V3 paging: the cursor carries the filter, the position, the page size and the text search (the
// SDK's next()/prev() resend only the cursor), checked on the way back like a first page's request.
import { validationError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { TextSearch } from './product-search.ts';
import { CursorText, MAX_LIMIT } from './schemas.ts';
import type { ProductRow } from './store.ts';

export interface PageState {
  filter: unknown;
  offset: number;
  limit: number;
  text?: TextSearch;
}
const encodeCursor = (state: PageState) => Buffer.from(JSON.stringify(state)).toString('base64url');
export function decodeCursor(cursor: string, field = 'query.cursorPaging.cursor'): PageState {
  let s: { filter: unknown; offset: unknown; limit: unknown; text?: unknown } | null = null;
  try {
    s = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      filter: unknown;
      offset: unknown;
      limit: unknown;
      text?: unknown;
    };
  } catch {
    /* refused below */
  }
  // Checked like a first page's request: a tampered limit (SQLite takes -1 as no limit) is refused.
  if (
    s &&
    Number.isInteger(s.offset) &&
    Number.isInteger(s.limit) &&
    (s.offset as number) >= 0 &&
    (s.limit as number) >= 1 &&
    (s.limit as number) <= MAX_LIMIT
  ) {
    return {
      filter: s.filter,
      offset: s.offset as number,
      limit: s.limit as number,
      ...(s.text !== undefined && { text: parseInput(CursorText, s.text, field) }),
    };
  }
  throw validationError([{ field, description: 'is not a cursor of this query', violatedRule: 'FORMAT' }]);
}

/** One page of a site's products under a filter (and text), with the V3 cursors. */
export function pageOf(all: ProductRow[], state: PageState) {
  const page = all.slice(state.offset, state.offset + state.limit);
  const hasNext = state.offset + page.length < all.length;
  const next = hasNext ? encodeCursor({ ...state, offset: state.offset + page.length }) : null;
  const prev = state.offset > 0 ? encodeCursor({ ...state, offset: Math.max(0, state.offset - state.limit) }) : null;
  return { page, pagingMetadata: { count: page.length, cursors: { next, prev }, hasNext } };
}
