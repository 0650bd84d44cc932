// Member persistence: SQL over members.doc, scoped by site. No events here (see member-changes.ts).
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, selectPageDocs, type SortSpec } from '../../query/index.ts';
import { MEMBER_FIELDS } from './fields.ts';
import type { MemberDoc } from './member-doc.ts';
import { compileSearch, type MemberSearch } from './search.ts';

export interface MemberQuery {
  filter?: unknown;
  search?: MemberSearch | null;
  sort?: SortSpec[];
  limit: number;
  offset: number;
  /** Where the sort sits in the request, for violation field names. */
  sortPath?: string;
}

const parse = (row: { doc: string } | undefined): MemberDoc | undefined =>
  row ? (JSON.parse(row.doc) as MemberDoc) : undefined;

export function getMember(db: Db, siteId: string, id: string): MemberDoc | undefined {
  return parse(
    db.prepare('SELECT doc FROM members WHERE site_id = ? AND id = ?').get(siteId, id) as { doc: string } | undefined,
  );
}

/** Filter and search of a query as one WHERE fragment (the filter is validated against the field map). */
function whereOf(filter: unknown, search: MemberSearch | null | undefined, errorPath: string) {
  const f = compileFilter(filter, MEMBER_FIELDS, { errorPath });
  const s = compileSearch(search);
  return { sql: `${f.sql} AND ${s.sql}`, params: [...f.params, ...s.params] };
}

export function queryMembers(db: Db, siteId: string, q: MemberQuery): { items: MemberDoc[]; total: number } {
  const where = whereOf(q.filter, q.search, 'query.filter');
  const orderBy = compileSort(q.sort, MEMBER_FIELDS, {
    errorPath: q.sortPath ?? 'query.sort',
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  });
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM members WHERE site_id = ? AND ${where.sql}`).get(siteId, ...where.params) as {
      n: number;
    }
  ).n;
  const docs = selectPageDocs(db, {
    table: 'members',
    where: `site_id = ? AND ${where.sql}`,
    params: [siteId, ...where.params],
    orderBy,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: docs.map((d) => JSON.parse(d) as MemberDoc), total };
}

/** Every member matching a bulk call's filter (+ search), oldest first. `errorPath` names the filter in the request. */
export function findMembersByFilter(
  db: Db,
  siteId: string,
  filter: unknown,
  search: MemberSearch | null | undefined,
  errorPath: string,
): MemberDoc[] {
  const where = whereOf(filter, search, errorPath);
  const rows = db
    .prepare(`SELECT doc FROM members WHERE site_id = ? AND ${where.sql} ORDER BY created_date, id`)
    .all(siteId, ...where.params) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as MemberDoc);
}

export function getMemberBySlug(db: Db, siteId: string, slug: string): MemberDoc | undefined {
  return parse(
    db.prepare('SELECT doc FROM members WHERE site_id = ? AND slug = ?').get(siteId, slug) as
      { doc: string } | undefined,
  );
}

/** Login emails are unique per site, compared case-insensitively. */
export function findMemberByLoginEmail(db: Db, siteId: string, loginEmail: string): MemberDoc | undefined {
  const row = db
    .prepare('SELECT doc FROM members WHERE site_id = ? AND lower(login_email) = lower(?)')
    .get(siteId, loginEmail) as { doc: string } | undefined;
  return parse(row);
}

/** Whether a member of the site other than `exceptMemberId` has `slug`. */
export function isSlugTaken(db: Db, siteId: string, slug: string, exceptMemberId?: string): boolean {
  const row = db.prepare('SELECT id FROM members WHERE site_id = ? AND slug = ?').get(siteId, slug) as
    { id: string } | undefined;
  return row !== undefined && row.id !== exceptMemberId;
}

export function insertMemberRow(db: Db, siteId: string, member: MemberDoc): void {
  db.prepare('INSERT INTO members (site_id, id, doc) VALUES (?, ?, ?)').run(siteId, member.id, JSON.stringify(member));
}

export function updateMemberRow(db: Db, siteId: string, member: MemberDoc): void {
  db.prepare('UPDATE members SET doc = ? WHERE site_id = ? AND id = ?').run(JSON.stringify(member), siteId, member.id);
}

export function deleteMemberRow(db: Db, siteId: string, id: string): void {
  db.prepare('DELETE FROM members WHERE site_id = ? AND id = ?').run(siteId, id);
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
