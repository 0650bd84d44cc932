// Contact persistence: contacts.doc for the entity, the trigger-kept contact_search /
// contact_emails (schema.ts) for queries and duplicate checks. Scoped by site.
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, type FieldMap, type SortSpec, type SqlFragment } from '../../query/index.ts';
import type { ContactDoc } from './contact-doc.ts';
import { CONTACT_DEFAULT_SORT } from './fields.ts';
import type { ValueCondition } from './value-filter.ts';

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
  /** Array-field conditions answered by contact_values (value-filter.ts), ANDed with the compiled filter. */
  valueConditions?: readonly ValueCondition[];
}

// How a value condition joins the page query, by how many contacts it matches (n), measured on
// the large seed (85 000 contacts on a site, page of 50):
//  - n ≤ DRIVE_MAX: its ids drive (primary-key lookups, then sort them): ~5 µs per id;
//  - else, up to PROBE_MIN_PER_ROW × (offset + limit): SQLite walks the sort index and tests each
//    row against the ids, read once into a bloom-filtered list (~0.25 µs per id, ~4 000 ids at most for a page of 50);
//  - more: walking the sort index meets a page soon, so each row probes the index (~3 µs).
const DRIVE_MAX = 200;
const PROBE_MIN_PER_ROW = 80;

export function queryContacts(db: Db, siteId: string, q: ContactQuery): { items: ContactDoc[]; total: number } {
  const where = compileFilter(q.filter, q.fields, { errorPath: 'query.filter', doc: 's.lists' });
  const orderBy = compileSort(q.sort, q.fields, { errorPath: 'query.sort', doc: 's.lists', idColumn: 's.id', defaultSort: CONTACT_DEFAULT_SORT });
  const values = valuePlan(db, siteId, q.valueConditions ?? [], q.limit + q.offset, where.sql === '1');
  const from = `contact_search s ${q.readsDoc ? 'JOIN contacts c ON c.site_id = s.site AND c.id = s.id' : ''}
    WHERE s.site = ? AND ${where.sql}${values.where.map((f) => ` AND ${f.sql}`).join('')}`;
  const params = [siteId, ...where.params, ...values.where.flatMap((f) => f.params)];
  const total = values.total ?? (db.prepare(`SELECT COUNT(*) AS n FROM ${from}`).get(...params) as { n: number }).n;
  // Page ids from the narrow table first, then their docs: sorting never drags docs along.
  // A driving value condition keeps SQLite off the sort index (`+`): its few ids are sorted instead.
  const order = values.drives ? orderBy.replace(/(^|, )s\./g, '$1+s.') : orderBy;
  const ids = (db.prepare(`SELECT s.id FROM ${from} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, q.limit, q.offset) as { id: string }[]).map((r) => r.id);
  return { items: contactsByIds(db, siteId, ids), total };
}

/**
 * SQL for the value conditions: the one matching fewest contacts as above, the others as per-row
 * probes. `total` is exact, from contact_values alone, when the conditions are the whole filter.
 */
function valuePlan(db: Db, siteId: string, conds: readonly ValueCondition[], pageEnd: number, wholeFilter: boolean): { where: SqlFragment[]; drives: boolean; total?: number } {
  if (conds.length === 0) return { where: [], drives: false };
  // INDEXED BY: for a LIKE range SQLite may prefer the (site, id) index, for DISTINCT's sake, and read the whole site.
  const idsOf = (c: ValueCondition): SqlFragment => ({
    sql: `SELECT id FROM contact_values INDEXED BY contact_values_value WHERE site = ? AND kind = ? AND ${c.sql}`,
    params: [siteId, c.kind, ...c.params],
  });
  const counts = conds.map((c) => {
    const ids = idsOf(c);
    return (db.prepare(`SELECT COUNT(*) AS n FROM (${c.oneValue ? ids.sql : `SELECT DISTINCT id FROM (${ids.sql})`})`).get(...ids.params) as { n: number }).n;
  });
  let total = wholeFilter ? counts[0] : undefined;
  if (wholeFilter && conds.length > 1) {
    const all = conds.map(idsOf);
    total = (db.prepare(`SELECT COUNT(*) AS n FROM (${all.map((f) => f.sql).join(' INTERSECT ')})`).get(...all.flatMap((f) => f.params)) as { n: number }).n;
  }
  const least = counts.indexOf(Math.min(...counts));
  const drives = counts[least]! <= DRIVE_MAX;
  const where = conds.map((c, i): SqlFragment => {
    const ids = idsOf(c);
    if (i === least && drives) return { sql: `s.id IN (${ids.sql})`, params: ids.params };
    // `+s.id`: a membership test while the sort index is walked, not primary-key lookups.
    if (i === least && counts[i]! <= PROBE_MIN_PER_ROW * pageEnd) return { sql: `+s.id IN (${ids.sql})`, params: ids.params };
    return { sql: `EXISTS (SELECT 1 FROM contact_values v WHERE v.site = s.site AND v.id = s.id AND v.kind = ? AND ${c.sql.replace(/\bvalue\b/g, 'v.value')})`, params: [c.kind, ...c.params] };
  });
  return { where, drives, total };
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
