// Reported members: the site's reports grouped by reported member (count, newest report date).
// Filters and sorts compile against the grouped columns (fields.ts, REPORTED_MEMBER_FIELDS).
import type { Db } from '../../db/open.ts';
import { compileFilter, compileSort, type SortSpec } from '../../query/index.ts';
import { REPORTED_MEMBER_DEFAULT_SORT, REPORTED_MEMBER_FIELDS } from './fields.ts';
import type { ReportedMember } from './member-report-doc.ts';

const GROUPED = /* sql */ `(
  SELECT reported_member_id, COUNT(*) AS report_count, MAX(created_date) AS last_report_date, 0 AS reviewed
  FROM member_reports WHERE site_id = ? GROUP BY reported_member_id
)`;

interface Row {
  reported_member_id: string;
  report_count: number;
  last_report_date: string;
}

const toReportedMember = (r: Row): ReportedMember => ({
  reportedMemberId: r.reported_member_id,
  reportCount: String(r.report_count),
  reviewed: false,
  lastReportDate: r.last_report_date,
});

/** The member's summary, or undefined when no report about it remains. */
export function reportedMember(db: Db, siteId: string, memberId: string): ReportedMember | undefined {
  const row = db.prepare(`SELECT * FROM ${GROUPED} WHERE reported_member_id = ?`).get(siteId, memberId) as
    Row | undefined;
  return row ? toReportedMember(row) : undefined;
}

export function queryReportedMemberRows(
  db: Db,
  siteId: string,
  q: { filter?: unknown; sort?: SortSpec[]; limit: number; offset: number },
): { items: ReportedMember[]; total: number } {
  const w = compileFilter(q.filter, REPORTED_MEMBER_FIELDS, { errorPath: 'query.filter' });
  const orderBy = compileSort(q.sort, REPORTED_MEMBER_FIELDS, {
    errorPath: 'query.sorting',
    defaultSort: REPORTED_MEMBER_DEFAULT_SORT,
    idColumn: 'reported_member_id',
  });
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM ${GROUPED} WHERE ${w.sql}`).get(siteId, ...w.params) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM ${GROUPED} WHERE ${w.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(siteId, ...w.params, q.limit, q.offset) as Row[];
  return { items: rows.map(toReportedMember), total };
}
