// Offset paging (members, contacts) and opaque cursors (reviews, media).
// A cursor is base64url JSON carrying filter, sort and position, because the SDK's next()/prev()
// resend ONLY the cursor.
import { z } from 'zod';
import { cursorFields } from './cursor-schema.ts';
import { QueryValidationError, type SortSpec } from './types.ts';

export interface PageLimits {
  defaultLimit: number;
  maxLimit: number;
}

export interface CursorState {
  filter?: Record<string, unknown>;
  sort?: SortSpec[];
  offset: number;
  limit: number;
  /** Domain flags that shape the result set (e.g. returnPrivateReviews). */
  flags?: Record<string, boolean>;
}

export function resolveLimit(limit: number | null | undefined, limits: PageLimits, field: string): number {
  if (limit === undefined || limit === null) return limits.defaultLimit;
  if (!Number.isInteger(limit) || limit < 0) {
    throw new QueryValidationError([
      { field, description: 'must be at least 0', violatedRule: 'MIN', data: { threshold: 0 }, refusal: 'limit' },
    ]);
  }
  if (limit > limits.maxLimit) {
    throw new QueryValidationError([
      {
        field,
        description: `must be at most ${limits.maxLimit}`,
        violatedRule: 'MAX',
        data: { threshold: limits.maxLimit },
        refusal: 'limit',
      },
    ]);
  }
  return limit;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify({ v: 1, ...state }), 'utf8').toString('base64url');
}

/**
 * A cursor is the client's to hold, so it is checked like a first page's request (every field with
 * zod, query/cursor-schema.ts): a tampered one (a limit out of 1..max, where SQLite would take -1 as
 * "no limit", an offset SQLite cannot take, a sort or filter of the wrong shape) is a 400. A domain
 * whose cursors carry more (`extra`) names those fields' schemas.
 */
export function decodeCursor<X extends z.ZodRawShape = Record<never, never>>(
  cursor: string,
  field: string,
  limits: PageLimits,
  extra?: X,
): CursorState & z.output<z.ZodObject<X>> {
  const invalid = (): never => {
    throw new QueryValidationError([{ field, description: 'is not a valid cursor', violatedRule: 'FORMAT' }]);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return invalid();
  }
  const schema = z.strictObject({ ...cursorFields, ...extra }).refine((s) => s.limit <= limits.maxLimit);
  const r = schema.safeParse(parsed);
  if (!r.success) return invalid();
  const { v: _v, ...state } = r.data;
  return state as CursorState & z.output<z.ZodObject<X>>;
}

/** next/prev cursors for a page that started at `state.offset` and returned `count` of `total` rows. */
export function pageCursors(
  state: CursorState,
  count: number,
  total: number,
): { next: string | null; prev: string | null } {
  const nextOffset = state.offset + count;
  const next = count > 0 && nextOffset < total ? encodeCursor({ ...state, offset: nextOffset }) : null;
  const prev = state.offset > 0 ? encodeCursor({ ...state, offset: Math.max(state.offset - state.limit, 0) }) : null;
  return { next, prev };
}
