// Contact persistence: SQL over contacts.doc (plus the trigger-kept `lists`), scoped by site.
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, type FieldMap, type SortSpec } from '../../query/index.ts';
import type { ContactDoc } from './contact-doc.ts';
import { CONTACT_DEFAULT_SORT } from './fields.ts';

export function getContact(db: Db, siteId: string, id: string): ContactDoc | undefined {
  const row = db.prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?').get(siteId, id) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as ContactDoc) : undefined;
}

export function insertContact(db: Db, siteId: string, c: ContactDoc): void {
  db.prepare('INSERT INTO contacts (site_id, id, doc) VALUES (?, ?, ?)').run(siteId, c.id, JSON.stringify(c));
}

export function saveContact(db: Db, siteId: string, c: ContactDoc): void {
  db.prepare('UPDATE contacts SET doc = ? WHERE site_id = ? AND id = ?').run(JSON.stringify(c), siteId, c.id);
}

export function removeContact(db: Db, siteId: string, id: string): void {
  db.prepare('DELETE FROM contacts WHERE site_id = ? AND id = ?').run(siteId, id);
}

/** Another contact of the site holding one of `emails` (case-insensitive), if any. */
export function findDuplicate(db: Db, siteId: string, emails: readonly string[], exceptId?: string): { id: string; email: string } | undefined {
  if (emails.length === 0) return undefined;
  const lowered = emails.map((e) => e.toLowerCase());
  const marks = lowered.map(() => '?').join(', ');
  // The primary-email index answers the common case; the scan over `lists` finds secondary emails.
  const row = (db
    .prepare(`SELECT id, primary_email AS email FROM contacts WHERE site_id = ? AND id <> ? AND lower(primary_email) IN (${marks}) LIMIT 1`)
    .get(siteId, exceptId ?? '', ...lowered) ??
    db
      .prepare(
        `SELECT c.id, e.value AS email FROM contacts c, json_each(c.lists, '$.emails') e
          WHERE c.site_id = ? AND c.id <> ? AND lower(e.value) IN (${marks}) LIMIT 1`,
      )
      .get(siteId, exceptId ?? '', ...lowered)) as { id: string; email: string } | undefined;
  return row;
}

export interface ContactQuery {
  filter?: unknown;
  sort?: SortSpec[];
  limit: number;
  offset: number;
  fields: FieldMap;
}

export function queryContacts(db: Db, siteId: string, q: ContactQuery): { items: ContactDoc[]; total: number } {
  // Array fields read the flattened `lists` column; scalar fields carry their own SQL (fields.ts).
  const where = compileFilter(q.filter, q.fields, { errorPath: 'query.filter', doc: 'lists' });
  const orderBy = compileSort(q.sort, q.fields, { errorPath: 'query.sort', doc: 'lists', defaultSort: CONTACT_DEFAULT_SORT });
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM contacts WHERE site_id = ? AND ${where.sql}`).get(siteId, ...where.params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT doc FROM contacts WHERE site_id = ? AND ${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(siteId, ...where.params, q.limit, q.offset) as { doc: string }[];
  return { items: rows.map((r) => JSON.parse(r.doc) as ContactDoc), total };
}

/** The contact a merged (deleted) source id now lives in. */
export function mergedInto(db: Db, siteId: string, sourceId: string): string | undefined {
  const row = db.prepare('SELECT target_id FROM contact_merges WHERE site_id = ? AND source_id = ?').get(siteId, sourceId) as { target_id: string } | undefined;
  return row?.target_id;
}

export function recordMerge(db: Db, siteId: string, targetId: string, sourceIds: readonly string[], now: Date): void {
  const ins = db.prepare('INSERT OR REPLACE INTO contact_merges (site_id, source_id, target_id, merged_date) VALUES (?, ?, ?, ?)');
  for (const s of sourceIds) {
    // Ids merged into a source earlier now point at the new target too.
    db.prepare('UPDATE contact_merges SET target_id = ? WHERE site_id = ? AND target_id = ?').run(targetId, siteId, s);
    ins.run(siteId, s, targetId, now.toISOString());
  }
}
