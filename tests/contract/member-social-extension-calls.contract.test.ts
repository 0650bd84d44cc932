// The member report and follow calls the extension makes (lib/provider/member-reports.ts,
// member-follows.ts), through createSiteClient against the demo data (seed/member-social.ts).
import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import { connectionsOf, followCount, followPage } from '../../lib/provider/member-follows.ts';
import {
  dismissReports,
  listReportedMembers,
  reportedMembersAmong,
  reportsAbout,
} from '../../lib/provider/member-reports.ts';
import {
  followMembers,
  reportedMembersWithNames,
  reportsWithReporters,
} from '../../lib/service/members/member-social.ts';
import { useSandbox } from './harness.ts';

const { sandbox, site } = useSandbox({ reset: true });
const client = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );

interface FollowRow {
  member_id: string;
  affected_member_id: string;
}
const follows = () =>
  sandbox.db
    .prepare('SELECT member_id, affected_member_id FROM member_follows WHERE site_id = ?')
    .all(site.id) as FollowRow[];

describe('member reports', () => {
  it('lists the demo reported members (3, 2 and 1 reports), newest report first, with their reports', async () => {
    const page = await listReportedMembers(client());
    expect(page.reportedMembers.map((r) => r.reportCount).sort()).toEqual([1, 2, 3]);
    const dates = page.reportedMembers.map((r) => r.lastReportDate!);
    expect(dates).toEqual([...dates].sort().reverse());
    const most = page.reportedMembers.find((r) => r.reportCount === 3)!;
    const reports = await reportsAbout(client(), most.memberId);
    expect(reports).toHaveLength(3);
    expect(new Set(reports.map((r) => r.category)).size).toBe(3);
    expect(reports.every((r) => r.reportedMemberId === most.memberId && r.reportingMemberId)).toBe(true);

    const among = await reportedMembersAmong(client(), [most.memberId, reports[0]!.reportingMemberId!]);
    expect(among.map((r) => r.memberId)).toEqual([most.memberId]);
  });

  it('dismisses a member reports: the list empties for it', async () => {
    const { reportedMembers } = await listReportedMembers(client());
    const target = reportedMembers[0]!.memberId;
    await dismissReports(client(), target);
    expect(await reportsAbout(client(), target)).toEqual([]);
    const after = await listReportedMembers(client());
    expect(after.reportedMembers.map((r) => r.memberId)).not.toContain(target);
  });
});

describe('follows', () => {
  it('pages a member followers and following, counts them and tells connections', async () => {
    const rows = follows();
    const popular = rows[0]!.affected_member_id;
    const followers = rows.filter((r) => r.affected_member_id === popular).map((r) => r.member_id);
    const page = await followPage(client(), popular, 'followers');
    expect(page.memberIds.sort()).toEqual([...followers].sort());
    expect(await followCount(client(), popular, 'followers')).toBe(followers.length);

    const fan = followers[0]!;
    const following = rows.filter((r) => r.member_id === fan).map((r) => r.affected_member_id);
    expect(await followCount(client(), fan, 'following')).toBe(following.length);

    const [conn] = await connectionsOf(client(), fan, [popular]);
    expect(conn).toEqual({
      memberId: popular,
      followedByMember: true,
      followsMember: rows.some((r) => r.member_id === popular && r.affected_member_id === fan),
    });
  });
});

describe('the lists as the panel shows them (lib/service/members/member-social.ts)', () => {
  it('names each reported member, each reporter and each follower from one members query per page', async () => {
    const { rows } = await reportedMembersWithNames(client(), null);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.member?.id === r.memberId && r.member.status === 'APPROVED')).toBe(true);
    const reports = await reportsWithReporters(client(), rows[0]!.memberId);
    expect(reports.every((r) => typeof r.reporterName === 'string' && r.reporterName.length > 0)).toBe(true);

    const popular = follows()[0]!.affected_member_id;
    const page = await followMembers(client(), popular, 'followers', null);
    const expected = follows().filter((r) => r.affected_member_id === popular).length;
    expect(page.members).toHaveLength(expected);
    expect(page.members.every((m) => m.name.length > 0 && m.status === 'APPROVED')).toBe(true);
  });
});
