// One page of docs, found in two steps: first the rowids of the page (ORDER BY over index data
// only), then the docs of just those rows. A plain `SELECT doc … ORDER BY … LIMIT` makes SQLite
// carry every matching doc through its sorter: 50 ms instead of 3 ms for a page of pending
// reviews on the large seed (bench/README.md).
import type { Db } from '../db/open.ts';

export interface PageSelect {
  table: string;
  /** An index the first step must use (`INDEXED BY`), where SQLite's own choice is known to be worse. */
  indexedBy?: string;
  /** WHERE clause (unqualified columns of `table`) and its parameters. */
  where: string;
  params: readonly unknown[];
  orderBy: string;
  limit: number;
  offset: number;
}

export function selectPageDocs(db: Db, q: PageSelect): string[] {
  const ids = (
    db
      .prepare(
        `SELECT rowid AS r FROM ${q.table}${q.indexedBy ? ` INDEXED BY ${q.indexedBy}` : ''} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`,
      )
      .all(...q.params, q.limit, q.offset) as {
      r: number;
    }[]
  ).map((row) => row.r);
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT rowid AS r, doc FROM ${q.table} WHERE rowid IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as {
    r: number;
    doc: string;
  }[];
  const byId = new Map(rows.map((row) => [row.r, row.doc]));
  return ids.map((id) => byId.get(id)!);
}

/** How many rows of `table` match `where` (a Query's total, a Count call). */
export function countRows(db: Db, table: string, where: string, params: readonly unknown[]): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
}

/** One page of docs and how many rows match in all. */
export function selectPageWithTotal(db: Db, q: PageSelect): { docs: string[]; total: number } {
  return { docs: selectPageDocs(db, q), total: countRows(db, q.table, q.where, q.params) };
}
