// Member report rows: SQL over member_reports, scoped by site.
import type { Db } from '../../db/open.ts';
import { compileFilter, selectPageWithTotal } from '../../query/index.ts';
import { MEMBER_REPORT_FIELDS, MEMBER_REPORT_ORDER } from './fields.ts';
import type { MemberReportDoc } from './member-report-doc.ts';

const parse = (doc: string): MemberReportDoc => JSON.parse(doc) as MemberReportDoc;

export function insertMemberReport(db: Db, siteId: string, doc: MemberReportDoc): void {
  db.prepare('INSERT INTO member_reports (site_id, id, doc) VALUES (?, ?, ?)').run(siteId, doc.id, JSON.stringify(doc));
}

/** Reports about a member, or made by one (`side`), oldest first. */
export function reportsOf(db: Db, siteId: string, memberId: string, side: 'reported' | 'reporting'): MemberReportDoc[] {
  const column = side === 'reported' ? 'reported_member_id' : 'reporting_member_id';
  const rows = db
    .prepare(`SELECT doc FROM member_reports WHERE site_id = ? AND ${column} = ? ORDER BY created_date, id`)
    .all(siteId, memberId) as { doc: string }[];
  return rows.map((r) => parse(r.doc));
}

export function deleteMemberReportRows(db: Db, siteId: string, ids: readonly string[]): void {
  const stmt = db.prepare('DELETE FROM member_reports WHERE site_id = ? AND id = ?');
  for (const id of ids) stmt.run(siteId, id);
}

export function queryMemberReportRows(
  db: Db,
  siteId: string,
  q: { filter?: unknown; limit: number; offset: number },
): { items: MemberReportDoc[]; total: number } {
  const w = compileFilter(q.filter, MEMBER_REPORT_FIELDS, { errorPath: 'query.filter' });
  const { docs, total } = selectPageWithTotal(db, {
    table: 'member_reports',
    where: `site_id = ? AND ${w.sql}`,
    params: [siteId, ...w.params],
    orderBy: MEMBER_REPORT_ORDER,
    limit: q.limit,
    offset: q.offset,
  });
  return { items: docs.map(parse), total };
}
