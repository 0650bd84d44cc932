// Builds the snapshot of one site: its row, account, API keys and every site-data table's rows.
import type { Db } from '../db/open.ts';
import { SNAPSHOT_FORMAT, type SiteSnapshot } from './format.ts';
import { quoteIdent, storedColumns } from '../db/site-tables.ts';
import { siteDataTables } from './site-tables.ts';

/** `doc` columns hold REST JSON: write it as JSON, not as a string, so the file is readable. */
const JSON_COLUMNS: ReadonlySet<string> = new Set(['doc']);

function exportValue(column: string, value: unknown): unknown {
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  if (typeof value === 'string' && JSON_COLUMNS.has(column)) return JSON.parse(value) as unknown;
  return value;
}

function tableRows(db: Db, table: string, siteId: string): Record<string, unknown>[] {
  const cols = storedColumns(db, table).filter((c) => c.name !== 'site_id');
  const pk = storedColumns(db, table)
    .filter((c) => c.pk > 0 && c.name !== 'site_id')
    .sort((a, b) => a.pk - b.pk)
    .map((c) => quoteIdent(c.name));
  const order = pk.length > 0 ? ` ORDER BY ${pk.join(', ')}` : '';
  const rows = db
    .prepare(
      `SELECT ${cols.map((c) => quoteIdent(c.name)).join(', ')} FROM ${quoteIdent(table)} WHERE site_id = ?${order}`,
    )
    .all(siteId) as Record<string, unknown>[];
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, exportValue(k, v)])));
}

export function exportSite(db: Db, siteId: string, now = new Date()): SiteSnapshot | undefined {
  const site = db.prepare('SELECT * FROM sites WHERE id = ?').get(siteId) as SiteSnapshot['site'] | undefined;
  if (!site) return undefined;
  const account = db
    .prepare('SELECT id, name FROM accounts WHERE id = ?')
    .get(site.account_id) as SiteSnapshot['account'];
  const apiKeys = db
    .prepare('SELECT key, name FROM api_keys WHERE account_id = ? ORDER BY key')
    .all(site.account_id) as SiteSnapshot['apiKeys'];
  const tables: SiteSnapshot['tables'] = {};
  for (const t of siteDataTables(db)) tables[t] = tableRows(db, t, siteId);
  return { format: SNAPSHOT_FORMAT, exportedAt: now.toISOString(), site, account, apiKeys, tables };
}

export function allSiteIds(db: Db): string[] {
  return (db.prepare('SELECT id FROM sites ORDER BY position, name').all() as { id: string }[]).map((r) => r.id);
}
