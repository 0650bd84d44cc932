// Member reports as the site admin reads and dismisses them (docs/provider-contract.md §3.6a).
import type { memberReport } from '@wix/members';
import type {
  MemberReportSummary,
  ReportCategory,
  ReportedMemberPage,
  ReportedMemberSummary,
} from '../messaging/member-social';
import type { SiteClient } from './client';
import { iso } from './convert';

const PAGE_SIZE = 50;
const CATEGORIES: readonly ReportCategory[] = ['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER'];

export function toReportedMember(r: memberReport.ReportedMember): ReportedMemberSummary {
  return {
    memberId: r.reportedMemberId ?? '',
    // int64 on the wire: a string.
    reportCount: Number(r.reportCount ?? 0),
    lastReportDate: iso(r.lastReportDate),
    reviewed: r.reviewed ?? false,
  };
}

export function toMemberReport(r: memberReport.MemberReport): MemberReportSummary {
  const category = r.reason?.category;
  return {
    id: r._id ?? '',
    reportedMemberId: r.reportedMemberId ?? '',
    reportingMemberId: r.reportingMemberId ?? null,
    category: category && (CATEGORIES as readonly string[]).includes(category) ? category : 'UNKNOWN',
    description: r.reason?.description ?? null,
    createdDate: iso(r._createdDate),
  };
}

/** Reported members, the most recently reported first; a cursor from a previous page continues. */
export async function listReportedMembers(client: SiteClient, cursor?: string | null): Promise<ReportedMemberPage> {
  const res = await client.memberReport.listReportedMembers({
    cursorPaging: cursor ? { cursor, limit: PAGE_SIZE } : { limit: PAGE_SIZE },
  });
  return {
    reportedMembers: (res.reportedMembers ?? []).map(toReportedMember),
    nextCursor: res.pagingMetadata?.cursors?.next ?? null,
  };
}

/** The report summaries of the given members (a "Reported N×" mark); members without reports are left out. */
export async function reportedMembersAmong(client: SiteClient, memberIds: string[]): Promise<ReportedMemberSummary[]> {
  if (memberIds.length === 0) return [];
  const res = await client.memberReport.queryReportedMembers({
    query: { filter: { reportedMemberId: { $in: memberIds } }, paging: { limit: Math.min(memberIds.length, 1000) } },
  });
  return (res.reportedMembers ?? []).map(toReportedMember);
}

/** Every report about a member, newest first (a member has few: pages are followed to the end). */
export async function reportsAbout(client: SiteClient, memberId: string): Promise<MemberReportSummary[]> {
  let page = await client.memberReport.queryMemberReports().eq('reportedMemberId', memberId).limit(100).find();
  const out = page.items.map(toMemberReport);
  while (page.hasNext()) {
    page = await page.next();
    out.push(...page.items.map(toMemberReport));
  }
  return out;
}

/** Dismiss: deletes every report about the member. */
export async function dismissReports(client: SiteClient, memberId: string): Promise<void> {
  await client.memberReport.deleteMemberReports(memberId);
}
