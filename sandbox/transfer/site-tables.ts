// Finds the per-site tables (those with a `site_id` column) and their stored columns, so reset,
// export, import and the inspection page follow every domain's migrations without a list to keep.
import type { Db } from '../db/open.ts';

/** Sandbox wiring kept per site but not site data: never exported, never replaced by an import. */
export const NOT_SITE_DATA: ReadonlySet<string> = new Set(['events', 'webhooks']);

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

/** Every table with a site_id column, except `sites` itself, by name. */
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

/** Per-site tables that hold site data (what export writes and import replaces). */
export function siteDataTables(db: Db): string[] {
  return perSiteTables(db).filter((t) => !NOT_SITE_DATA.has(t));
}

/** Table names come from sqlite_master, never from input; quote them anyway. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Rows per per-site table for one site (inspection page). */
export function recordCounts(db: Db, siteId: string): { table: string; count: number }[] {
  return perSiteTables(db).map((table) => ({
    table,
    count: (db.prepare(`SELECT COUNT(*) AS n FROM ${quoteIdent(table)} WHERE site_id = ?`).get(siteId) as { n: number })
      .n,
  }));
}
