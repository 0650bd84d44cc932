// Contact persistence: contacts.doc for the entity, the trigger-kept contact_search /
// contact_emails (schema.ts) for queries and duplicate checks. Scoped by site.
import type { Db } from '../../db/open.ts';
import {
  compileFilter,
  compileSort,
  type FieldMap,
  type SortSpec,
  type SqlFragment,
  type SqlParam,
} from '../../query/index.ts';
import type { ContactDoc } from './contact-doc.ts';
import { CONTACT_DEFAULT_SORT } from './fields.ts';
import { PREFIX_COLUMNS, type ColumnCondition, type IdCondition, type ValueCondition } from './value-filter.ts';

export function getContact(db: Db, siteId: string, id: string): ContactDoc | undefined {
  const row = db.prepare('SELECT doc FROM contacts WHERE site_id = ? AND id = ?').get(siteId, id) as
    { doc: string } | undefined;
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
export function findDuplicate(
  db: Db,
  siteId: string,
  emails: readonly string[],
  exceptId?: string,
): { id: string; email: string } | undefined {
  if (emails.length === 0) return undefined;
  return db
    .prepare(
      `SELECT id, email FROM contact_emails WHERE site = ? AND email IN (${emails.map(() => '?').join(', ')}) AND id <> ? ORDER BY email, id LIMIT 1`,
    )
    .get(siteId, ...emails, exceptId ?? '') as { id: string; email: string } | undefined;
}

/** Ids of the site's contacts holding any of `emails` (case-insensitive), at most `cap + 1` of them. */
export function contactIdsByEmail(db: Db, siteId: string, emails: readonly string[], cap: number): string[] {
  if (emails.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT DISTINCT id FROM contact_emails WHERE site = ? AND email IN (${emails.map(() => '?').join(', ')}) LIMIT ?`,
    )
    .all(siteId, ...emails, cap + 1) as { id: string }[];
  return rows.map((r) => r.id);
}

export interface ContactFilter {
  filter?: unknown;
  /** Where the filter sits in the request, for 400s (default `query.filter`). */
  errorPath?: string;
  fields: FieldMap;
  /** The fields read contacts.doc (extended fields): join it in for the count too. */
  readsDoc: boolean;
  /** Indexable conditions (value-filter.ts), ANDed with the compiled filter. */
  idConditions?: readonly IdCondition[];
}

export interface ContactQuery extends ContactFilter {
  sort?: SortSpec[];
  limit: number;
  offset: number;
}

// How an id condition joins the page query, by how many contacts it matches (n), measured on
// the large seed (85 000 contacts on a site, page of 50):
//  - n ≤ DRIVE_MAX: its ids drive (primary-key lookups, then sort them): ~5 µs per id;
//  - else, up to PROBE_MIN_PER_ROW × (offset + limit): SQLite walks the sort index and tests each
//    row against the ids, read once into a bloom-filtered list (~0.25 µs per id, ~4 000 ids at most for a page of 50);
//  - more: walking the sort index meets a page soon, so each row probes the index (~3 µs).
const DRIVE_MAX = 200;
const PROBE_MIN_PER_ROW = 80;

/** The matching rows of contact_search `s`: FROM … WHERE …, its parameters, and `total` when the plan knows it. */
export interface ContactMatch {
  from: string;
  params: SqlParam[];
  total?: number;
  /** A small id set drives: sort its rows instead of walking a sort index. */
  drives: boolean;
  /** No filter at all: every contact of the site. */
  everything: boolean;
}

export function matchContacts(db: Db, siteId: string, q: ContactFilter, pageEnd: number): ContactMatch {
  const where = compileFilter(q.filter, q.fields, { errorPath: q.errorPath ?? 'query.filter', doc: 's.lists' });
  const plan = idPlan(db, siteId, q.idConditions ?? [], pageEnd, where.sql === '1');
  const everything = where.sql === '1' && plan.where.length === 0;
  const from = `contact_search s ${q.readsDoc ? 'JOIN contacts c ON c.site_id = s.site AND c.id = s.id' : ''}
    WHERE s.site = ? AND ${where.sql}${plan.where.map((f) => ` AND ${f.sql}`).join('')}`;
  return {
    from,
    params: [siteId, ...where.params, ...plan.where.flatMap((f) => f.params)],
    total: plan.total,
    drives: plan.drives,
    everything,
  };
}

export function queryContacts(db: Db, siteId: string, q: ContactQuery): { items: ContactDoc[]; total: number } {
  const orderBy = compileSort(q.sort, q.fields, {
    errorPath: 'query.sort',
    doc: 's.lists',
    idColumn: 's.id',
    defaultSort: CONTACT_DEFAULT_SORT,
  });
  const m = matchContacts(db, siteId, q, q.limit + q.offset);
  const total = m.total ?? (db.prepare(`SELECT COUNT(*) AS n FROM ${m.from}`).get(...m.params) as { n: number }).n;
  // Page ids from the narrow table first, then their docs: sorting never drags docs along.
  // A driving id set keeps SQLite off the sort index (`+`): its few ids are sorted instead.
  const order = m.drives ? orderBy.replace(/(^|, )s\./g, '$1+s.') : orderBy;
  const ids = (
    db.prepare(`SELECT s.id FROM ${m.from} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...m.params, q.limit, q.offset) as {
      id: string;
    }[]
  ).map((r) => r.id);
  return { items: contactsByIds(db, siteId, ids), total };
}

/** How one id condition reads: the ids it matches (distinct or not), and the same test on one row `s`. */
interface IdSql {
  ids: SqlFragment;
  distinct: boolean;
  /** The ids with repeats allowed (no UNION de-duplication): for writers that de-duplicate anyway. */
  anyIds: SqlFragment;
  row: SqlFragment;
}

function valueSql(siteId: string, c: ValueCondition): IdSql {
  // INDEXED BY: for a LIKE range SQLite may prefer the (site, id) index, for DISTINCT's sake, and read the whole site.
  const ids = {
    sql: `SELECT id FROM contact_values INDEXED BY contact_values_value WHERE site = ? AND kind = ? AND ${c.sql}`,
    params: [siteId, c.kind, ...c.params],
  };
  return {
    ids,
    distinct: c.oneValue,
    anyIds: ids,
    row: {
      sql: `EXISTS (SELECT 1 FROM contact_values v WHERE v.site = s.site AND v.id = s.id AND v.kind = ? AND ${c.sql.replace(/\bvalue\b/g, 'v.value')})`,
      params: [c.kind, ...c.params],
    },
  };
}

function columnSql(siteId: string, c: ColumnCondition): IdSql {
  const column = c.column.slice('s.'.length);
  const test = (col: string): string => (c.like ? `${col} LIKE ? ESCAPE '\\'` : `${col} = ?`);
  const ids = {
    sql: `SELECT id FROM contact_search INDEXED BY ${PREFIX_COLUMNS[c.column]!} WHERE site = ? AND ${test(column)}`,
    params: [siteId, c.param],
  };
  return {
    ids,
    distinct: true,
    anyIds: ids,
    row: { sql: `(${c.column} IS NOT NULL AND ${test(c.column)})`, params: [c.param] },
  };
}

function idSql(siteId: string, c: IdCondition): IdSql {
  if (!('anyOf' in c)) return valueSql(siteId, c);
  const parts = c.anyOf.map((b) => ('column' in b ? columnSql(siteId, b) : valueSql(siteId, b)));
  const params = parts.flatMap((p) => p.ids.params);
  return {
    // UNION: each contact once.
    ids: { sql: parts.map((p) => p.ids.sql).join(' UNION '), params },
    distinct: true,
    anyIds: { sql: parts.map((p) => p.ids.sql).join(' UNION ALL '), params },
    row: { sql: `(${parts.map((p) => p.row.sql).join(' OR ')})`, params: parts.flatMap((p) => p.row.params) },
  };
}

/**
 * SELECT of the ids of the contacts `q` matches, each at least once: a lone id condition's own
 * index ranges (no count, no de-duplication), else the matching rows of contact_search.
 */
export function matchingIds(db: Db, siteId: string, q: ContactFilter): SqlFragment {
  const conds = q.idConditions ?? [];
  const where = compileFilter(q.filter, q.fields, { errorPath: q.errorPath ?? 'query.filter', doc: 's.lists' });
  if (where.sql === '1' && conds.length === 1) return idSql(siteId, conds[0]!).anyIds;
  const m = matchContacts(db, siteId, q, Number.MAX_SAFE_INTEGER);
  return { sql: `SELECT s.id FROM ${m.from}`, params: m.params };
}

/**
 * SQL for the id conditions: the one matching fewest contacts as above, the others as per-row
 * tests. `total` is exact, from the id sets alone, when the conditions are the whole filter.
 */
function idPlan(
  db: Db,
  siteId: string,
  conds: readonly IdCondition[],
  pageEnd: number,
  wholeFilter: boolean,
): { where: SqlFragment[]; drives: boolean; total?: number } {
  if (conds.length === 0) return { where: [], drives: false };
  const sqls = conds.map((c) => idSql(siteId, c));
  const distinctIds = (x: IdSql): string => (x.distinct ? x.ids.sql : `SELECT DISTINCT id FROM (${x.ids.sql})`);
  const counts = sqls.map(
    (x) => (db.prepare(`SELECT COUNT(*) AS n FROM (${distinctIds(x)})`).get(...x.ids.params) as { n: number }).n,
  );
  let total = wholeFilter ? counts[0] : undefined;
  if (wholeFilter && sqls.length > 1) {
    total = (
      db
        .prepare(`SELECT COUNT(*) AS n FROM (${sqls.map((x) => `SELECT id FROM (${x.ids.sql})`).join(' INTERSECT ')})`)
        .get(...sqls.flatMap((x) => x.ids.params)) as { n: number }
    ).n;
  }
  const least = counts.indexOf(Math.min(...counts));
  const drives = counts[least]! <= DRIVE_MAX;
  const where = sqls.map((x, i): SqlFragment => {
    if (i === least && drives) return { sql: `s.id IN (${x.ids.sql})`, params: x.ids.params };
    // `+s.id`: a membership test while the sort index is walked, not primary-key lookups.
    if (i === least && counts[i]! <= PROBE_MIN_PER_ROW * pageEnd)
      return { sql: `+s.id IN (${x.ids.sql})`, params: x.ids.params };
    return x.row;
  });
  return { where, drives, total };
}

/** Docs for `ids`, in that order. */
function contactsByIds(db: Db, siteId: string, ids: readonly string[]): ContactDoc[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT id, doc FROM contacts WHERE site_id = ? AND id IN (SELECT value FROM json_each(?))`)
    .all(siteId, JSON.stringify(ids)) as { id: string; doc: string }[];
  const byId = new Map(rows.map((r) => [r.id, r.doc]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc === undefined ? [] : [JSON.parse(doc) as ContactDoc];
  });
}

/** The contact a merged (deleted) source id now lives in. */
export function mergedInto(db: Db, siteId: string, sourceId: string): string | undefined {
  const row = db
    .prepare('SELECT target_id FROM contact_merges WHERE site_id = ? AND source_id = ?')
    .get(siteId, sourceId) as { target_id: string } | undefined;
  return row?.target_id;
}

export function recordMerge(db: Db, siteId: string, targetId: string, sourceIds: readonly string[], now: Date): void {
  const ins = db.prepare(
    'INSERT OR REPLACE INTO contact_merges (site_id, source_id, target_id, merged_date) VALUES (?, ?, ?, ?)',
  );
  for (const s of sourceIds) {
    // Ids merged into a source earlier now point at the new target too.
    db.prepare('UPDATE contact_merges SET target_id = ? WHERE site_id = ? AND target_id = ?').run(targetId, siteId, s);
    ins.run(siteId, s, targetId, now.toISOString());
  }
}
