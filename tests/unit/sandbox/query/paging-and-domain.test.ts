// Cursor codec, limits, member fieldsets, the moderation transition and seed determinism.
import { describe, expect, it } from 'vitest';
import { projectMember, widestFieldset } from '../../../../sandbox/domains/members/fieldsets.ts';
import { moderate } from '../../../../sandbox/domains/reviews/moderate.ts';
import {
  decodeCursor,
  encodeCursor,
  pageCursors,
  QueryValidationError,
  resolveLimit,
} from '../../../../sandbox/query/index.ts';
import { generateDataset } from '../../../../sandbox/seed/generate.ts';

const LIMITS = { defaultLimit: 50, maxLimit: 100 };

describe('cursors', () => {
  const state = {
    filter: { a: 1 },
    sort: [{ fieldName: 'createdDate', order: 'DESC' as const }],
    offset: 20,
    limit: 10,
    flags: { returnPrivateReviews: true },
  };

  it('round-trip filter, sort, position and flags as base64url', () => {
    const c = encodeCursor(state);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, 'cursor', LIMITS)).toEqual(state);
  });

  it('give next only when more rows remain and prev only after the first page', () => {
    const { next, prev } = pageCursors(state, 10, 35);
    expect(decodeCursor(next!, 'c', LIMITS).offset).toBe(30);
    expect(decodeCursor(prev!, 'c', LIMITS).offset).toBe(10);
    expect(pageCursors(state, 10, 30).next).toBeNull();
    expect(pageCursors({ ...state, offset: 0 }, 10, 30).prev).toBeNull();
  });

  it('refuse garbage', () => {
    expect(() => decodeCursor('nope', 'query.cursorPaging.cursor', LIMITS)).toThrow(QueryValidationError);
    expect(() => decodeCursor(Buffer.from('{"v":1,"offset":-1,"limit":5}').toString('base64url'), 'c', LIMITS)).toThrow(
      QueryValidationError,
    );
  });

  it("refuse a cursor whose own limit is out of the call's range (-1 is no limit in SQLite)", () => {
    for (const limit of [-1, 0, 101, 1.5, 1e9]) {
      expect(() => decodeCursor(encodeCursor({ ...state, limit }), 'c', LIMITS), String(limit)).toThrow(
        QueryValidationError,
      );
    }
    expect(() => resolveLimit(-1, LIMITS, 'paging.limit')).toThrow(QueryValidationError);
    expect(() => resolveLimit(2.5, LIMITS, 'paging.limit')).toThrow(QueryValidationError);
  });

  it('limits default to 50 and refuse more than the max', () => {
    expect(resolveLimit(undefined, { defaultLimit: 50, maxLimit: 100 }, 'l')).toBe(50);
    expect(resolveLimit(0, { defaultLimit: 50, maxLimit: 100 }, 'l')).toBe(0);
    expect(() => resolveLimit(101, { defaultLimit: 50, maxLimit: 100 }, 'l')).toThrow(QueryValidationError);
  });
});

describe('domain rules', () => {
  const data = generateDataset('small');
  const member = data.sites[0]!.members[0]!;
  const review = data.sites[0]!.reviews.find((r) => r.moderation.moderationStatus === 'IN_MODERATION')!;

  it('projects member fieldsets like the Members docs', () => {
    expect(widestFieldset(undefined)).toBe('PUBLIC');
    expect(widestFieldset(['FULL', 'PUBLIC'])).toBe('FULL');
    expect(Object.keys(projectMember(member, 'PUBLIC')).sort()).toEqual([
      'activityStatus',
      'createdDate',
      'id',
      'privacyStatus',
      'profile',
      'status',
      'updatedDate',
    ]);
    expect(projectMember(member, 'EXTENDED')).toMatchObject({
      contactId: member.contactId,
      status: 'UNKNOWN',
      privacyStatus: member.privacyStatus,
    });
    expect(projectMember(member, 'FULL')).toBe(member);
  });

  it('moderation marks the change manual and bumps revision and updatedDate', () => {
    const now = new Date('2027-01-01T00:00:00.000Z');
    const out = moderate(review, 'APPROVED', now);
    expect(out.moderation).toEqual({ moderationStatus: 'APPROVED', manuallyChanged: true });
    expect(out.revision).toBe(String(Number(review.revision) + 1));
    expect(out.updatedDate).toBe(now.toISOString());
    expect(out.publishCount).toBe(review.publishCount + 1);
    expect(review.moderation.moderationStatus).toBe('IN_MODERATION');
  });
});

describe('seed', () => {
  it('is deterministic and has the promised shape', () => {
    const a = generateDataset('small');
    expect(generateDataset('small')).toEqual(a);
    expect(a.sites.map((s) => s.site.name)).toEqual(['Bloom & Basket', 'Harbor Coffee Roasters', 'Northwind Yoga']);
    const s1 = a.sites[0]!;
    expect(s1.products).toHaveLength(6);
    expect(s1.reviews.length).toBeGreaterThanOrEqual(55);
    const states = new Set(s1.reviews.map((r) => r.moderation.moderationStatus));
    expect(states).toEqual(new Set(['APPROVED', 'IN_MODERATION', 'SUBMITTED', 'REJECTED']));
    expect(new Set(s1.members.map((m) => m.status)).size).toBeGreaterThan(2);
    // Members link to contacts that carry memberInfo pointing back.
    for (const m of s1.members) {
      const c = s1.contacts.find((x) => x.id === m.contactId);
      expect(c?.memberInfo?.memberId).toBe(m.id);
    }
    const s2 = a.sites[1]!;
    expect(s2.reviews.some((r) => r.moderation.moderationStatus !== 'APPROVED')).toBe(true);
    expect(s2.site.editorSiteId).not.toBe(s2.site.id);
    expect(a.sites[2]!.site.accountId).not.toBe(s1.site.accountId);
  });
});
