// A member report in REST shape (auto_sdk_members_member-report: MemberReport), as stored in
// member_reports.doc, and the reported member summary the list/query calls answer with.
export const MEMBER_REPORT_FQDN = 'wix.members.v1.member_report';

/** UNKNOWN is the enum's unused default; a report names one of these. */
export const REPORT_CATEGORIES = ['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export interface MemberReportDoc {
  id: string;
  reportedMemberId: string;
  reportingMemberId: string;
  reason: { category: ReportCategory; description?: string };
  createdDate: string;
}

export interface ReportedMember {
  reportedMemberId: string;
  /** int64 on the wire: a string. */
  reportCount: string;
  /** The SDK has no call that marks reports reviewed: always false here (sandbox/README.md). */
  reviewed: boolean;
  lastReportDate: string;
}
