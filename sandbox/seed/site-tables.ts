// Finds the per-site tables (those with a `site_id` column) so reset/export need no hand-kept list.
import type { Db } from '../db/open.ts';

/**
 * Per-site tables whose rows survive a reset: developer configuration rather than site content
 * (webhook registrations and their delivery bookkeeping). `sites` itself is never cleared.
 */
const KEEP_ON_RESET: readonly RegExp[] = [/^sites$/, /^webhook/, /_webhooks?$/, /^sqlite_/];

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export function perSiteTables(db: Db): string[] {
  const tables = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as {
    name: string;
    sql: string | null;
  }[];
  return (
    tables
      // Virtual tables (full-text indexes) are kept in step by their owners' triggers.
      .filter((t) => !/^\s*CREATE\s+VIRTUAL\s/i.test(t.sql ?? ''))
      .filter((t) =>
        (db.prepare(`SELECT name FROM pragma_table_xinfo(?)`).all(t.name) as { name: string }[]).some(
          (c) => c.name === 'site_id',
        ),
      )
      .map((t) => t.name)
  );
}

export function resettableSiteTables(db: Db): string[] {
  return perSiteTables(db).filter((name) => !KEEP_ON_RESET.some((re) => re.test(name)));
}

/** Deletes one site's rows from every resettable table (call inside a transaction). */
export function clearSiteRows(db: Db, siteId: string): void {
  // Children and parents may be deleted in any order; the check runs at commit.
  db.pragma('defer_foreign_keys = ON');
  for (const t of resettableSiteTables(db)) db.prepare(`DELETE FROM ${quoteIdent(t)} WHERE site_id = ?`).run(siteId);
}
