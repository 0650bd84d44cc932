// Member persistence: SQL over members.doc, scoped by site.
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, type SortSpec } from '../../query/index.ts';
import { MEMBER_FIELDS } from './fields.ts';
import type { MemberDoc } from './member-doc.ts';

export interface MemberQuery {
  filter?: unknown;
  sort?: SortSpec[];
  limit: number;
  offset: number;
}

export function getMember(db: Db, siteId: string, id: string): MemberDoc | undefined {
  const row = db.prepare('SELECT doc FROM members WHERE site_id = ? AND id = ?').get(siteId, id) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as MemberDoc) : undefined;
}

export function queryMembers(db: Db, siteId: string, q: MemberQuery): { items: MemberDoc[]; total: number } {
  const where = compileFilter(q.filter, MEMBER_FIELDS, { errorPath: 'query.filter' });
  const orderBy = compileSort(q.sort, MEMBER_FIELDS, { errorPath: 'query.sort', defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }] });
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM members WHERE site_id = ? AND ${where.sql}`).get(siteId, ...where.params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT doc FROM members WHERE site_id = ? AND ${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(siteId, ...where.params, q.limit, q.offset) as { doc: string }[];
  return { items: rows.map((r) => JSON.parse(r.doc) as MemberDoc), total };
}

export function getMemberBySlug(db: Db, siteId: string, slug: string): MemberDoc | undefined {
  const row = db.prepare('SELECT doc FROM members WHERE site_id = ? AND slug = ?').get(siteId, slug) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as MemberDoc) : undefined;
}

/** Approved public members, oldest first (the live home page links a few). */
export function listPublicMembers(db: Db, siteId: string, limit: number): MemberDoc[] {
  const rows = db
    .prepare(
      `SELECT doc FROM members WHERE site_id = ? AND status = 'APPROVED'
         AND json_extract(doc, '$.privacyStatus') = 'PUBLIC' ORDER BY created_date, id LIMIT ?`,
    )
    .all(siteId, limit) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as MemberDoc);
}
