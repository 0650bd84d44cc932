// Member reports and follows as the panel shows them: the provider answers member ids only, so each
// list is joined with the members it names (one members query per page of ids).
import type {
  FollowMembersPage,
  FollowSide,
  MemberReportRow,
  ReportedMembersPage,
} from '../../messaging/member-social';
import { memberName, type MemberSummary } from '../../messaging/members';
import { followPage } from '../../provider/member-follows';
import { listReportedMembers, reportsAbout } from '../../provider/member-reports';
import { queryMembers } from '../../provider/members';
import type { SiteClient } from '../../provider/client';

/** The provider's largest members page. */
const MAX_PAGE = 100;

/** The members with these ids, by id; ids no member has any more are left out. */
export async function membersByIds(client: SiteClient, ids: readonly string[]): Promise<Map<string, MemberSummary>> {
  const unique = [...new Set(ids.filter(Boolean))];
  const out = new Map<string, MemberSummary>();
  for (let i = 0; i < unique.length; i += MAX_PAGE) {
    const slice = unique.slice(i, i + MAX_PAGE);
    const page = await queryMembers(client, {
      filter: { id: { $in: slice } },
      sort: null,
      offset: 0,
      limit: slice.length,
    });
    for (const m of page.members) out.set(m.id, m);
  }
  return out;
}

export async function reportedMembersWithNames(
  client: SiteClient,
  cursor: string | null | undefined,
): Promise<ReportedMembersPage> {
  const page = await listReportedMembers(client, cursor);
  const members = await membersByIds(
    client,
    page.reportedMembers.map((r) => r.memberId),
  );
  return {
    rows: page.reportedMembers.map((r) => ({ ...r, member: members.get(r.memberId) ?? null })),
    nextCursor: page.nextCursor,
  };
}

export async function reportsWithReporters(client: SiteClient, memberId: string): Promise<MemberReportRow[]> {
  const reports = await reportsAbout(client, memberId);
  const reporters = await membersByIds(
    client,
    reports.flatMap((r) => (r.reportingMemberId ? [r.reportingMemberId] : [])),
  );
  return reports.map((r) => {
    const reporter = r.reportingMemberId ? reporters.get(r.reportingMemberId) : undefined;
    return { ...r, reporterName: reporter ? memberName(reporter) : null };
  });
}

export async function followMembers(
  client: SiteClient,
  memberId: string,
  side: FollowSide,
  cursor: string | null | undefined,
): Promise<FollowMembersPage> {
  const page = await followPage(client, memberId, side, cursor);
  const members = await membersByIds(client, page.memberIds);
  return {
    // A member the provider still lists but no longer finds is left out.
    members: page.memberIds.flatMap((id) => {
      const m = members.get(id);
      return m ? [{ id, name: memberName(m), status: m.status }] : [];
    }),
    nextCursor: page.nextCursor,
  };
}
