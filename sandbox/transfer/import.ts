// Restores a site from its snapshot: replaces its rows in every site-data table, upserts its
// site row, account and API keys. Writes no events (so no webhook fires) and clears the site's
// events log, like a reset; webhook registrations stay.
import { ensureSiteIdentities } from '../domains/app-identity/ensure.ts';
import type { Db } from '../db/open.ts';
import { settleWebhooks } from '../events/webhooks-store.ts';
import type { SiteSnapshot } from './format.ts';
import { quoteIdent, storedColumns } from '../db/site-tables.ts';
import { siteDataTables } from './site-tables.ts';

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

function importValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'boolean' ? Number(value) : value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$base64')
    return Buffer.from(String((value as { $base64: unknown }).$base64), 'base64');
  return JSON.stringify(value);
}

function upsert(db: Db, table: string, row: Record<string, unknown>, conflict: string): void {
  const cols = Object.keys(row);
  const allowed = new Set(storedColumns(db, table).map((c) => c.name));
  const unknown = cols.filter((c) => !allowed.has(c));
  if (unknown.length > 0) throw new ImportError(`${table}: unknown column(s) ${unknown.join(', ')}`);
  const updates = cols.filter((c) => c !== conflict).map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
  db.prepare(
    `INSERT INTO ${quoteIdent(table)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})
     ON CONFLICT(${quoteIdent(conflict)}) DO ${updates.length > 0 ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`,
  ).run(...cols.map((c) => importValue(row[c])));
}

function insertRows(db: Db, table: string, siteId: string, rows: Record<string, unknown>[]): void {
  const allowed = new Set(storedColumns(db, table).map((c) => c.name));
  for (const [i, row] of rows.entries()) {
    const cols = Object.keys(row).filter((c) => c !== 'site_id');
    const unknown = cols.filter((c) => !allowed.has(c));
    if (unknown.length > 0) throw new ImportError(`${table}[${i}]: unknown column(s) ${unknown.join(', ')}`);
    db.prepare(
      `INSERT INTO ${quoteIdent(table)} (site_id, ${cols.map(quoteIdent).join(', ')}) VALUES (?, ${cols.map(() => '?').join(', ')})`,
    ).run(siteId, ...cols.map((c) => importValue(row[c])));
  }
}

/** Returns the number of rows written per table. Runs in one transaction: all or nothing. */
export function importSite(db: Db, snap: SiteSnapshot): Record<string, number> {
  const tables = siteDataTables(db);
  const unknownTables = Object.keys(snap.tables).filter((t) => !tables.includes(t));
  if (unknownTables.length > 0)
    throw new ImportError(`unknown table(s) ${unknownTables.join(', ')} (not per-site data in this db)`);
  const siteId = snap.site.id;
  const written: Record<string, number> = {};
  db.transaction(() => {
    // Rows may reference each other across tables: check foreign keys at commit, not per insert.
    db.pragma('defer_foreign_keys = ON');
    // Upserts, never REPLACE: replacing an account or site row would cascade-delete its children.
    upsert(db, 'accounts', snap.account, 'id');
    for (const k of snap.apiKeys) upsert(db, 'api_keys', { ...k, account_id: snap.account.id }, 'key');
    upsert(db, 'sites', snap.site, 'id');
    for (const t of tables) db.prepare(`DELETE FROM ${quoteIdent(t)} WHERE site_id = ?`).run(siteId);
    db.prepare('DELETE FROM events WHERE site_id = ?').run(siteId);
    for (const t of tables) {
      const rows = snap.tables[t] ?? [];
      insertRows(db, t, siteId, rows);
      written[t] = rows.length;
    }
    settleWebhooks(db, siteId);
    // A site new to this db gets its profile and the account's app instance.
    ensureSiteIdentities(db);
  })();
  return written;
}
