// The demo member reports and follows (seed/member-social.ts) joined the small seed after
// everything else: without them the dataset is the one before (its former hash). On every demo
// site: reported members with several reports of different reasons and dates, follows, and no
// report or follow of oneself or of a member who isn't APPROVED.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../../../sandbox/seed/generate.ts';

const SMALL_SEED_BEFORE_MEMBER_SOCIAL_SHA256 = '396b6413b15cbd0e5d20008ec8d606269419dfee861df7b84a1f4dd02b8f7420';

describe('demo member reports and follows', () => {
  const data = generateDataset('small');

  it('leave the rest of the small seed as it was', () => {
    const copy = structuredClone(data);
    for (const site of copy.sites) {
      delete (site as { memberReports?: unknown }).memberReports;
      delete (site as { memberFollows?: unknown }).memberFollows;
      // The CRM tasks came in beside them (tasks-seed.test.ts pins those).
      delete (site as { tasks?: unknown }).tasks;
    }
    expect(createHash('sha256').update(JSON.stringify(copy)).digest('hex')).toBe(
      SMALL_SEED_BEFORE_MEMBER_SOCIAL_SHA256,
    );
  });

  it('give every site three reported members (3, 2 and 1 reports), with mixed reasons and dates', () => {
    for (const site of data.sites) {
      const counts = new Map<string, number>();
      for (const r of site.memberReports) counts.set(r.reportedMemberId, (counts.get(r.reportedMemberId) ?? 0) + 1);
      expect([...counts.values()].sort()).toEqual([1, 2, 3]);
      expect(new Set(site.memberReports.map((r) => r.reason.category)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(site.memberReports.map((r) => r.createdDate)).size).toBe(site.memberReports.length);
    }
  });

  it('only between distinct APPROVED members, and some follows on every site', () => {
    for (const site of data.sites) {
      const approved = new Set(site.members.filter((m) => m.status === 'APPROVED').map((m) => m.id));
      for (const r of site.memberReports) {
        expect(r.reportingMemberId).not.toBe(r.reportedMemberId);
        expect(approved.has(r.reportingMemberId) && approved.has(r.reportedMemberId)).toBe(true);
      }
      expect(site.memberFollows.length).toBeGreaterThan(3);
      for (const f of site.memberFollows) {
        expect(f.memberId).not.toBe(f.affectedMemberId);
        expect(approved.has(f.memberId) && approved.has(f.affectedMemberId)).toBe(true);
      }
      expect(new Set(site.memberFollows.map((f) => `${f.memberId} ${f.affectedMemberId}`)).size).toBe(
        site.memberFollows.length,
      );
    }
  });
});
