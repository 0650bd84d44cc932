// The per-site tables a snapshot holds (db/site-tables.ts finds them all), and the inspection
// page's row counts.
import type { Db } from '../db/open.ts';
import { perSiteTables, quoteIdent } from '../db/site-tables.ts';

/**
 * Sandbox wiring kept per site but not site data: never exported, never replaced by an import
 * (a reset keeps webhooks too but clears the events log: seed/site-tables.ts).
 */
export const NOT_SITE_DATA: ReadonlySet<string> = new Set(['events', 'webhooks']);

/** Per-site tables that hold site data (what export writes and import replaces). */
export function siteDataTables(db: Db): string[] {
  return perSiteTables(db).filter((t) => !NOT_SITE_DATA.has(t));
}

/** Rows per per-site table for one site (inspection page). */
export function recordCounts(db: Db, siteId: string): { table: string; count: number }[] {
  return perSiteTables(db).map((table) => ({
    table,
    count: (db.prepare(`SELECT COUNT(*) AS n FROM ${quoteIdent(table)} WHERE site_id = ?`).get(siteId) as { n: number })
      .n,
  }));
}
