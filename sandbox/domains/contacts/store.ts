// Contact persistence: contacts.doc for the entity, the trigger-kept contact_search /
// contact_emails (search-schema.ts) for queries and duplicate checks. Scoped by site.
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, type FieldMap, type SortSpec, type SqlFragment } from '../../query/index.ts';
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
  return db
    .prepare(`SELECT id, email FROM contact_emails WHERE site = ? AND email IN (${emails.map(() => '?').join(', ')}) AND id <> ? ORDER BY email, id LIMIT 1`)
    .get(siteId, ...emails, exceptId ?? '') as { id: string; email: string } | undefined;
}

/** Ids of the site's contacts holding any of `emails` (case-insensitive), at most `cap + 1` of them. */
export function contactIdsByEmail(db: Db, siteId: string, emails: readonly string[], cap: number): string[] {
  if (emails.length === 0) return [];
  const rows = db
    .prepare(`SELECT DISTINCT id FROM contact_emails WHERE site = ? AND email IN (${emails.map(() => '?').join(', ')}) LIMIT ?`)
    .all(siteId, ...emails, cap + 1) as { id: string }[];
  return rows.map((r) => r.id);
}

export interface ContactQuery {
  filter?: unknown;
  sort?: SortSpec[];
  limit: number;
  offset: number;
  fields: FieldMap;
  /** The fields read contacts.doc (extended fields): join it in for the count too. */
  readsDoc: boolean;
  /** Conditions already in SQL (label-filter.ts), ANDed with the compiled filter. */
  extraWhere?: readonly SqlFragment[];
}

export function queryContacts(db: Db, siteId: string, q: ContactQuery): { items: ContactDoc[]; total: number } {
  const where = compileFilter(q.filter, q.fields, { errorPath: 'query.filter', doc: 's.lists' });
  const orderBy = compileSort(q.sort, q.fields, { errorPath: 'query.sort', doc: 's.lists', idColumn: 's.id', defaultSort: CONTACT_DEFAULT_SORT });
  const extra = q.extraWhere ?? [];
  const from = `contact_search s ${q.readsDoc ? 'JOIN contacts c ON c.site_id = s.site AND c.id = s.id' : ''}
    WHERE s.site = ? AND ${where.sql}${extra.map((f) => ` AND ${f.sql}`).join('')}`;
  const params = [siteId, ...where.params, ...extra.flatMap((f) => f.params)];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${from}`).get(...params) as { n: number }).n;
  // Page ids from the narrow table first, then their docs: sorting never drags docs along.
  const ids = (db.prepare(`SELECT s.id FROM ${from} ORDER BY ${orderBy} LIMIT ? OFFSET ?`).all(...params, q.limit, q.offset) as { id: string }[]).map((r) => r.id);
  return { items: contactsByIds(db, siteId, ids), total };
}

/** Docs for `ids`, in that order. */
function contactsByIds(db: Db, siteId: string, ids: readonly string[]): ContactDoc[] {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT id, doc FROM contacts WHERE site_id = ? AND id IN (SELECT value FROM json_each(?))`).all(siteId, JSON.stringify(ids)) as { id: string; doc: string }[];
  const byId = new Map(rows.map((r) => [r.id, r.doc]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc === undefined ? [] : [JSON.parse(doc) as ContactDoc];
  });
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
