// Offset paging (members, contacts) and opaque cursors (reviews, media).
// A cursor is base64url JSON carrying filter, sort and position, because the SDK's next()/prev()
// resend ONLY the cursor.
import { QueryValidationError, type SortSpec } from './types.ts';

export interface PageLimits {
  defaultLimit: number;
  maxLimit: number;
}

export interface CursorState {
  filter?: unknown;
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
 * A cursor is the client's to hold, so it is checked like a first page's request: a tampered one
 * (a limit out of 1..max, where SQLite would take -1 as "no limit", or a bad offset) is a 400.
 */
export function decodeCursor(cursor: string, field: string, limits: PageLimits): CursorState {
  const invalid = (): never => {
    throw new QueryValidationError([{ field, description: 'is not a valid cursor', violatedRule: 'FORMAT' }]);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return invalid();
  }
  if (typeof parsed !== 'object' || parsed === null) return invalid();
  const p = parsed as Record<string, unknown>;
  if (p.v !== 1 || !Number.isInteger(p.offset) || !Number.isInteger(p.limit)) return invalid();
  if ((p.offset as number) < 0 || (p.limit as number) < 1 || (p.limit as number) > limits.maxLimit) return invalid();
  return {
    filter: p.filter,
    sort: Array.isArray(p.sort) ? (p.sort as SortSpec[]) : undefined,
    offset: p.offset as number,
    limit: p.limit as number,
    flags: typeof p.flags === 'object' && p.flags !== null ? (p.flags as Record<string, boolean>) : undefined,
  };
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
