import { describe, expect, it, vi } from 'vitest';
import { csvRows, EXPORT_PAGE_SIZE, exportMembers } from '@/components/members/csv-export';
import type { MemberPage, MemberSummary } from '@/lib/messaging/members';
import { memberSummary } from './fixtures';

const member = (i: number, extra: Partial<MemberSummary> = {}): MemberSummary =>
  memberSummary({
    id: `id-${i}`,
    loginEmail: `m${i}@x.io`,
    loginEmailVerified: true,
    nickname: `M ${i}`,
    slug: `m-${i}`,
    ...extra,
  });

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks (csv-stringify)', () => {
    expect(csvRows([member(1, { nickname: 'Lee, "Ann"\nJr', id: 'a' })])).toContain('"Lee, ""Ann""\nJr"');
  });

  it('streams every page in order, one at a time, writing each page as it arrives', async () => {
    const total = EXPORT_PAGE_SIZE * 2 + 7;
    const inFlight = { now: 0, max: 0 };
    const fetchPage = vi.fn(async (offset: number, limit: number): Promise<MemberPage> => {
      inFlight.now++;
      inFlight.max = Math.max(inFlight.max, inFlight.now);
      await Promise.resolve();
      inFlight.now--;
      const n = Math.max(0, Math.min(limit, total - offset));
      return { members: Array.from({ length: n }, (_, i) => member(offset + i)), offset, limit, total };
    });
    const chunks: string[] = [];
    const progress: number[] = [];
    const count = await exportMembers(
      fetchPage,
      (c) => void chunks.push(c),
      (p) => progress.push(p.done),
    );
    expect(count).toBe(total);
    expect(fetchPage.mock.calls.map(([o]) => o)).toEqual([0, 100, 200]);
    expect(inFlight.max).toBe(1);
    expect(chunks).toHaveLength(4); // header + one chunk per page: nothing is kept back
    expect(progress).toEqual([100, 200, 207]);
    const lines = chunks.join('').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id,loginEmail,nickname,slug,/);
    expect(lines).toHaveLength(total + 1);
    expect(lines[total]).toMatch(/^id-206,m206@x.io,M 206,m-206,/);
  });

  it("pages on while the provider can't count, until a short page", async () => {
    const fetchPage = vi.fn(async (offset: number): Promise<MemberPage> => ({
      members: offset < 100 ? Array.from({ length: 100 }, (_, i) => member(i)) : [member(100)],
      offset,
      limit: 100,
      total: null,
    }));
    expect(
      await exportMembers(
        fetchPage,
        () => undefined,
        () => undefined,
      ),
    ).toBe(101);
  });
});
