// Member report writes with their domain events (wix.members.v1.member_report), each inside the
// caller's transaction:
// - created per report, and reported_member_created when it is the member's first report;
// - deleted per report, and reported_member_deleted when no report about the member remains.
// Rules from the reference: a member can't report itself or a blocked member; each further report
// about a member counts; deleting a member deletes the reports about it and the reports it made.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { memberNotFound } from '../members/errors.ts';
import { getMember } from '../members/store.ts';
import { cannotReportBlockedMember, selfReportingForbidden } from './errors.ts';
import { MEMBER_REPORT_FQDN, type MemberReportDoc, type ReportCategory } from './member-report-doc.ts';
import { reportedMember } from './reported-members.ts';
import { deleteMemberReportRows, insertMemberReport, reportsOf } from './store.ts';

export interface ReportInput {
  reportedMemberId: string;
  reason: { category: ReportCategory; description?: string | null | undefined };
}

export function fileMemberReport(
  db: Db,
  siteId: string,
  reportingMemberId: string,
  input: ReportInput,
  now: Date,
): MemberReportDoc {
  return db.transaction(() => {
    if (input.reportedMemberId === reportingMemberId) throw selfReportingForbidden(reportingMemberId);
    const target = getMember(db, siteId, input.reportedMemberId);
    if (!target) throw memberNotFound(input.reportedMemberId);
    if (target.status === 'BLOCKED') throw cannotReportBlockedMember(target.id);
    const first = reportedMember(db, siteId, target.id) === undefined;
    const doc: MemberReportDoc = {
      id: randomUUID(),
      reportedMemberId: target.id,
      reportingMemberId,
      reason: {
        category: input.reason.category,
        ...(input.reason.description ? { description: input.reason.description } : {}),
      },
      createdDate: now.toISOString(),
    };
    insertMemberReport(db, siteId, doc);
    recordEvent(db, siteId, { entityFqdn: MEMBER_REPORT_FQDN, slug: 'created', entityId: doc.id, entity: doc }, now);
    if (first) {
      recordEvent(
        db,
        siteId,
        {
          entityFqdn: MEMBER_REPORT_FQDN,
          slug: 'reported_member_created',
          entityId: target.id,
          body: { reportedMember: reportedMember(db, siteId, target.id) },
        },
        now,
      );
    }
    return doc;
  })();
}

/** Deletes `reports` and records their events; then reported_member_deleted for each member left with none. */
function deleteReports(db: Db, siteId: string, reports: readonly MemberReportDoc[], now: Date): void {
  if (reports.length === 0) return;
  deleteMemberReportRows(
    db,
    siteId,
    reports.map((r) => r.id),
  );
  for (const r of reports) {
    recordEvent(db, siteId, { entityFqdn: MEMBER_REPORT_FQDN, slug: 'deleted', entityId: r.id }, now);
  }
  const touched = [...new Set(reports.map((r) => r.reportedMemberId))];
  for (const memberId of touched) {
    if (reportedMember(db, siteId, memberId)) continue;
    recordEvent(
      db,
      siteId,
      {
        entityFqdn: MEMBER_REPORT_FQDN,
        slug: 'reported_member_deleted',
        entityId: memberId,
        body: { reportedMemberId: memberId },
      },
      now,
    );
  }
}

/** Delete Member Reports (dismiss): every report about the member. None left is not an error. */
export function dismissMemberReports(db: Db, siteId: string, memberId: string, now: Date): number {
  return db.transaction(() => {
    const reports = reportsOf(db, siteId, memberId, 'reported');
    deleteReports(db, siteId, reports, now);
    return reports.length;
  })();
}

/** A deleted member's reports go: those about it and those it made. */
export function purgeReportsOfDeletedMember(db: Db, siteId: string, memberId: string, now: Date): void {
  db.transaction(() => {
    const about = reportsOf(db, siteId, memberId, 'reported');
    const made = reportsOf(db, siteId, memberId, 'reporting').filter((r) => r.reportedMemberId !== memberId);
    deleteReports(db, siteId, [...about, ...made], now);
  })();
}
