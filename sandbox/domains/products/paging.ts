// V3 paging: the cursor carries the filter, the position, the page size and the text search (the
// SDK's next()/prev() resend only the cursor), checked on the way back like a first page's request
// by the shared cursor decoder (query/paging.ts).
import { withQueryErrors } from '../../http/validate.ts';
import { decodeCursor as decodeQueryCursor, encodeCursor } from '../../query/paging.ts';
import type { TextSearch } from './product-search.ts';
import { CursorText, MAX_LIMIT } from './schemas.ts';
import type { ProductRow } from './store.ts';

export interface PageState {
  filter?: Record<string, unknown>;
  offset: number;
  limit: number;
  text?: TextSearch;
}

const LIMITS = { defaultLimit: MAX_LIMIT, maxLimit: MAX_LIMIT };

export function decodeCursor(cursor: string, field = 'query.cursorPaging.cursor'): PageState {
  const s = withQueryErrors(() => decodeQueryCursor(cursor, field, LIMITS, { text: CursorText.optional() }));
  return {
    ...(s.filter !== undefined && { filter: s.filter }),
    offset: s.offset,
    limit: s.limit,
    ...(s.text !== undefined && { text: s.text }),
  };
}

/** One page of a site's products under a filter (and text), with the V3 cursors. */
export function pageOf(all: ProductRow[], state: PageState) {
  const page = all.slice(state.offset, state.offset + state.limit);
  const hasNext = state.offset + page.length < all.length;
  const next = hasNext ? encodeCursor({ ...state, offset: state.offset + page.length }) : null;
  const prev = state.offset > 0 ? encodeCursor({ ...state, offset: Math.max(0, state.offset - state.limit) }) : null;
  return { page, pagingMetadata: { count: page.length, cursors: { next, prev }, hasNext } };
}
