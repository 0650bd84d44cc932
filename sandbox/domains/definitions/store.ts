// Rows of a definition list: the site's own docs in the list's table plus its SYSTEM entries.
import type { Db } from '../../db/open.ts';
import type { DefinitionDoc, DefinitionKind, DefinitionTable } from './kind.ts';
import { queryDefinitions, type DefinitionPage } from './query.ts';
import type { SortSpec } from '../../query/types.ts';

export function getDefinition<T extends DefinitionDoc>(
  db: Db,
  t: DefinitionTable<T>,
  siteId: string,
  key: string,
): T | undefined {
  const system = t.system.find((d) => d.key === key);
  if (system) return system;
  const row = db.prepare(`SELECT doc FROM ${t.table} WHERE site_id = ? AND key = ?`).get(siteId, key) as
    { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as T) : undefined;
}

/** The site's own docs, by key or oldest first (ties on key). */
export function storedDefinitions<T extends DefinitionDoc>(
  db: Db,
  t: DefinitionTable<T>,
  siteId: string,
  order: 'key' | 'oldest-first' = 'key',
): T[] {
  const orderBy = order === 'key' ? 'key' : `json_extract(doc, '$.createdDate'), key`;
  const rows = db.prepare(`SELECT doc FROM ${t.table} WHERE site_id = ? ORDER BY ${orderBy}`).all(siteId) as {
    doc: string;
  }[];
  return rows.map((r) => JSON.parse(r.doc) as T);
}

export function insertDefinition<T extends DefinitionDoc>(db: Db, t: DefinitionTable<T>, siteId: string, doc: T): void {
  db.prepare(`INSERT INTO ${t.table} (site_id, key, doc) VALUES (?, ?, ?)`).run(siteId, doc.key, JSON.stringify(doc));
}

export function replaceDefinition<T extends DefinitionDoc>(
  db: Db,
  t: DefinitionTable<T>,
  siteId: string,
  doc: T,
): void {
  db.prepare(`UPDATE ${t.table} SET doc = ? WHERE site_id = ? AND key = ?`).run(JSON.stringify(doc), siteId, doc.key);
}

export function deleteDefinitionRow<T extends DefinitionDoc>(
  db: Db,
  t: DefinitionTable<T>,
  siteId: string,
  key: string,
): void {
  db.prepare(`DELETE FROM ${t.table} WHERE site_id = ? AND key = ?`).run(siteId, key);
}

export interface DefinitionListQuery {
  filter?: unknown;
  sort?: SortSpec[];
  paging?: { limit?: number | null; offset?: number | null };
  /** List's `startsWith`: the display names that begin with it, case-sensitively (query.ts). */
  displayNamePrefix?: string;
}

/** Query and List: the site's own docs and the SYSTEM ones, filtered, sorted and paged by the kind's rules. */
export function queryDefinitionList<T extends DefinitionDoc>(
  db: Db,
  kind: DefinitionKind<T>,
  siteId: string,
  q: DefinitionListQuery,
): DefinitionPage<T> {
  return queryDefinitions<T>(db, {
    stored: { sql: `SELECT doc FROM ${kind.table} WHERE site_id = ?`, params: [siteId] },
    builtIn: kind.system,
    ...q,
    fields: kind.fields,
    limits: kind.limits,
    defaultOrder: kind.defaultOrder,
  });
}
