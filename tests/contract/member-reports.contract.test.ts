// Member reports through the SDK's memberReport module: reportMember as a logged-in member;
// queryMemberReports, listReportedMembers, queryReportedMembers and deleteMemberReports as the
// site admin. Rules from the provider's reference, quoted where a test checks them.
import { describe, expect, it } from 'vitest';
import { useSocialWorld } from './member-reports-helpers.ts';
import { sdkError } from './sdk-client.ts';

const w = useSocialWorld();
const { admin, as } = w;
const people = w.people;
const events = (seq: number) => w.events(seq, 'wix.members.v1.member_report');

describe('reportMember (a logged-in member)', () => {
  it('files a report as the caller, on the site clock, with created and a first reported_member_created', async () => {
    const target = people[10]!;
    const seq = w.lastSeq();
    const { memberReport: report } = await (
      await as(0)
    ).memberReport.reportMember({
      reportedMemberId: target.id,
      reason: { category: 'SPAM', description: 'Posts links everywhere' },
    });
    expect(report).toMatchObject({
      reportedMemberId: target.id,
      reportingMemberId: people[0]!.id,
      reason: { category: 'SPAM', description: 'Posts links everywhere' },
    });
    expect(report?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(report?._createdDate).toBeInstanceOf(Date);

    // "Each additional report about the member increases reportCount": a second report is taken.
    await (await as(1)).memberReport.reportMember({ reportedMemberId: target.id, reason: { category: 'HARASSMENT' } });
    await (await as(1)).memberReport.reportMember({ reportedMemberId: target.id, reason: { category: 'OTHER' } });

    // reported_member_created: "Doesn't fire for later reports about the same member".
    expect(events(seq).map((e) => e.slug)).toEqual(['created', 'reported_member_created', 'created', 'created']);
    expect(events(seq)[1]).toMatchObject({
      entityId: target.id,
      body: { reportedMember: { reportedMemberId: target.id, reportCount: '1', reviewed: false } },
    });

    const { reportedMembers } = await admin.memberReport.queryReportedMembers({
      query: { filter: { reportedMemberId: target.id } },
    });
    expect(reportedMembers).toEqual([
      { reportedMemberId: target.id, reportCount: '3', reviewed: false, lastReportDate: expect.any(Date) },
    ]);
  });

  it('refuses reporting oneself, a blocked member, an unknown member and a bad reason', async () => {
    const me = await as(2);
    const self = await sdkError(
      me.memberReport.reportMember({ reportedMemberId: people[2]!.id, reason: { category: 'SPAM' } }),
    );
    expect(self.status).toBe(400);
    expect(self.details.applicationError).toMatchObject({
      code: 'SELF_REPORTING_FORBIDDEN',
      data: { memberId: people[2]!.id },
    });

    const blocked = people[11]!;
    await admin.members.blockMember(blocked.id);
    const e = await sdkError(
      me.memberReport.reportMember({ reportedMemberId: blocked.id, reason: { category: 'SPAM' } }),
    );
    expect(e.status).toBe(400);
    expect(e.details.applicationError).toMatchObject({
      code: 'CANNOT_REPORT_BLOCKED_MEMBER',
      data: { memberId: blocked.id },
    });

    const unknown = await sdkError(
      me.memberReport.reportMember({
        reportedMemberId: '00000000-0000-4000-8000-000000000000',
        reason: { category: 'SPAM' },
      }),
    );
    expect(unknown.status).toBe(404);

    const bad = await sdkError(
      me.memberReport.reportMember({ reportedMemberId: people[12]!.id, reason: { category: 'UNKNOWN' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['memberReport.reason.category']);
  });

  it('is a member call: an API key may not report', async () => {
    const e = await sdkError(
      admin.memberReport.reportMember({ reportedMemberId: people[12]!.id, reason: { category: 'SPAM' } }),
    );
    expect(e.status).toBe(403);
    expect(e.details.applicationError?.code).toBe('PERMISSION_DENIED');
  });
});

describe('reading reports (the admin)', () => {
  it('queryMemberReports filters by reported member and pages with cursors', async () => {
    const target = people[13]!;
    for (const i of [3, 4, 5]) {
      await (
        await as(i)
      ).memberReport.reportMember({ reportedMemberId: target.id, reason: { category: 'IMPERSONATION' } });
    }
    const first = await admin.memberReport.queryMemberReports().eq('reportedMemberId', target.id).limit(2).find();
    expect(first.items).toHaveLength(2);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items).toHaveLength(1);
    const reporters = [...first.items, ...second.items].map((r) => r.reportingMemberId).sort();
    expect(reporters).toEqual([people[3]!.id, people[4]!.id, people[5]!.id].sort());
    expect(second.items[0]!.reason?.category).toBe('IMPERSONATION');
  });

  it('listReportedMembers and queryReportedMembers: newest report first by default, filter and sort by count', async () => {
    const listed = (await admin.memberReport.listReportedMembers()).reportedMembers ?? [];
    const dates = listed.map((r) => r.lastReportDate!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(listed.map((r) => r.reportedMemberId)).toEqual(expect.arrayContaining([people[10]!.id, people[13]!.id]));

    const paged = await admin.memberReport.listReportedMembers({ cursorPaging: { limit: 1 } });
    expect(paged.reportedMembers).toHaveLength(1);
    expect(paged.pagingMetadata?.cursors?.next).toBeTruthy();

    const many =
      (
        await admin.memberReport.queryReportedMembers({
          query: { filter: { reportCount: { $gte: 3 } }, sorting: [{ fieldName: 'reportCount', order: 'ASC' }] },
        })
      ).reportedMembers ?? [];
    const counts = many.map((r) => Number(r.reportCount));
    expect(counts.every((n) => n >= 3)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    const tooMany = await sdkError(admin.memberReport.listReportedMembers({ cursorPaging: { limit: 1001 } }));
    expect(tooMany.status).toBe(400);

    // Reported members sort on their own fields only.
    const badSort = await sdkError(
      admin.memberReport.queryReportedMembers({ query: { sorting: [{ fieldName: 'reason', order: 'ASC' }] } }),
    );
    expect(badSort.status).toBe(400);
    expect(badSort.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([
      expect.stringMatching(/query\.sorting\[0\]\.fieldName$/),
    ]);
  });

  it('is an admin call: a member may not read or dismiss reports', async () => {
    const me = await as(0);
    for (const call of [
      () => me.memberReport.queryMemberReports().find(),
      () => me.memberReport.listReportedMembers(),
      () => me.memberReport.queryReportedMembers({}),
      () => me.memberReport.deleteMemberReports(people[10]!.id),
    ]) {
      const e = await sdkError(call());
      expect(e.status).toBe(403);
    }
  });
});

describe('deleteMemberReports (dismiss) and deleted members', () => {
  it('deletes every report about the member, with deleted events and reported_member_deleted', async () => {
    const target = people[13]!;
    const seq = w.lastSeq();
    await admin.memberReport.deleteMemberReports(target.id);
    const slugs = events(seq).map((e) => e.slug);
    expect(slugs).toEqual(['deleted', 'deleted', 'deleted', 'reported_member_deleted']);
    expect(events(seq)[3]).toMatchObject({ entityId: target.id, body: { reportedMemberId: target.id } });
    const left = await admin.memberReport.queryMemberReports().eq('reportedMemberId', target.id).find();
    expect(left.items).toEqual([]);
    // Nothing left to delete is not an error (the sandbox's choice, sandbox/README.md).
    await admin.memberReport.deleteMemberReports(target.id);
  });

  it('a deleted member takes its reports with it: those about it and those it made', async () => {
    const reporter = people[6]!;
    const reported = people[14]!;
    await (await as(6)).memberReport.reportMember({ reportedMemberId: reported.id, reason: { category: 'SPAM' } });
    await (await as(7)).memberReport.reportMember({ reportedMemberId: reporter.id, reason: { category: 'OTHER' } });
    const seq = w.lastSeq();
    await admin.members.deleteMember(reporter.id);
    // "When a member who created a report is deleted from the site, their reports are deleted"; the
    // overview "is removed ... when the reported member is deleted from the site".
    expect(events(seq).map((e) => `${e.slug} ${e.entityId}`)).toEqual(
      expect.arrayContaining([`reported_member_deleted ${reporter.id}`, `reported_member_deleted ${reported.id}`]),
    );
    expect(events(seq).filter((e) => e.slug === 'deleted')).toHaveLength(2);
    const byReporter = await admin.memberReport.queryMemberReports().eq('reportingMemberId', reporter.id).find();
    expect(byReporter.items).toEqual([]);
    const { reportedMembers } = await admin.memberReport.queryReportedMembers({
      query: { filter: { reportedMemberId: { $in: [reporter.id, reported.id] } } },
    });
    expect(reportedMembers).toEqual([]);
  });
});
