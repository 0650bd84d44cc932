// The per-site tables a reset clears (db/site-tables.ts finds them all).
import type { Db } from '../db/open.ts';
import { perSiteTables, quoteIdent } from '../db/site-tables.ts';

/**
 * Per-site tables whose rows survive a reset: developer configuration rather than site content
 * (webhook registrations and their delivery bookkeeping). The events log is cleared (unlike a
 * snapshot, which leaves it out: transfer/site-tables.ts).
 */
const KEEP_ON_RESET: readonly RegExp[] = [/^webhook/, /_webhooks?$/];

export function resettableSiteTables(db: Db): string[] {
  return perSiteTables(db).filter((name) => !KEEP_ON_RESET.some((re) => re.test(name)));
}

/** Deletes one site's rows from every resettable table (call inside a transaction). */
export function clearSiteRows(db: Db, siteId: string): void {
  // Children and parents may be deleted in any order; the check runs at commit.
  db.pragma('defer_foreign_keys = ON');
  for (const t of resettableSiteTables(db)) db.prepare(`DELETE FROM ${quoteIdent(t)} WHERE site_id = ?`).run(siteId);
}
