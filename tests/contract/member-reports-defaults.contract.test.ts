// Query Member Reports with nothing but a filter, as the REST reference states its defaults:
// "createdDate is sorted in ASC order", "paging.limit is 100". Sent through the SDK client's fetch
// (the SDK's query builder always names a limit of its own, 50).
import { describe, expect, it } from 'vitest';
import { useSocialWorld } from './member-reports-helpers.ts';

const w = useSocialWorld();
const QUERY = 'https://www.wixapis.com/members/v1/member-reports/query';

interface Page {
  memberReports: { id: string; createdDate: string }[];
  pagingMetadata: { count: number; cursors: { next: string | null } };
}
const query = async (body: unknown): Promise<Page> => {
  const res = await w.admin.fetchWithAuth(QUERY, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('Query Member Reports defaults', () => {
  it('sorts by createdDate ascending, the oldest report first', async () => {
    // One report filed now, after the seeded ones.
    await (await w.as(0)).memberReport.reportMember({ reportedMemberId: w.id(1), reason: { category: 'SPAM' } });
    const { memberReports } = await query({ query: {} });
    expect(memberReports.length).toBeGreaterThan(2);
    const dates = memberReports.map((r) => Date.parse(r.createdDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates[0]).toBeLessThan(dates[dates.length - 1]!);
  });

  it('answers 100 reports a page when the request names no limit', async () => {
    const me = await w.as(2);
    for (let i = 0; i < 101; i++)
      await me.memberReport.reportMember({ reportedMemberId: w.id(3), reason: { category: 'OTHER' } });
    const first = await query({ query: { filter: { reportedMemberId: w.id(3) } } });
    expect(first.pagingMetadata.count).toBe(100);
    expect(first.memberReports).toHaveLength(100);
    expect(first.pagingMetadata.cursors.next).toEqual(expect.any(String));
    const rest = await query({ query: { cursorPaging: { cursor: first.pagingMetadata.cursors.next } } });
    expect(rest.memberReports).toHaveLength(1);
  });
});
