// Finds the per-site tables (those with a stored `site_id` column) and their stored columns, so
// reset, export, import and the inspection page follow every domain's migrations without a list to
// keep. What each of them leaves out is its own rule, stated where it is used:
// seed/site-tables.ts (what a reset keeps) and transfer/site-tables.ts (what a snapshot skips).
import type { Db } from './open.ts';

export interface ColumnInfo {
  name: string;
  /** Position in the primary key (1-based), 0 if not part of it. */
  pk: number;
}

/** Stored columns (generated columns excluded: they are computed from `doc`). */
export function storedColumns(db: Db, table: string): ColumnInfo[] {
  const rows = db.prepare('SELECT name, pk, hidden FROM pragma_table_xinfo(?)').all(table) as {
    name: string;
    pk: number;
    hidden: number;
  }[];
  return rows.filter((r) => r.hidden === 0).map((r) => ({ name: r.name, pk: r.pk }));
}

/** Every table with a site_id column, except `sites` itself and SQLite's own, by name. */
export function perSiteTables(db: Db): string[] {
  const tables = db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'sites' ORDER BY name`,
    )
    .all() as { name: string; sql: string | null }[];
  return (
    tables
      // Virtual tables (full-text indexes) follow their base tables through triggers.
      .filter((t) => !/^\s*CREATE\s+VIRTUAL\s/i.test(t.sql ?? ''))
      .map((t) => t.name)
      .filter((t) => storedColumns(db, t).some((c) => c.name === 'site_id'))
  );
}

/** Table and column names come from sqlite_master, never from input; quote them anyway. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
