// Free-text search (media's Search Files, the members' `search`) matches case-insensitively. The
// term is lower-cased in JavaScript; SQLite's lower() folds A–Z only, so a term with a capital
// outside ASCII ("Émile", "Öko") never found the very text it was typed from. fold_case() lowers
// a column as toLowerCase() lowers the term. An ASCII-only term keeps the built-in lower() (same
// answer: a folded non-ASCII letter can't equal an ASCII one), so the common search costs no call
// into JavaScript per row.
import type { Db } from '../db/open.ts';

const FOLD_CASE = 'fold_case';

/** Registers fold_case(text) on a connection (openDatabase does, for every connection). */
export function registerFoldCase(db: Db): void {
  db.function(FOLD_CASE, { deterministic: true }, (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v));
}

/** The SQL function that lower-cases a column to compare with `term.toLowerCase()`. */
export function lowerFor(term: string): string {
  return /^\p{ASCII}*$/u.test(term) ? 'lower' : FOLD_CASE;
}
