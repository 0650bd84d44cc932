import { describe, expect, it } from 'vitest';
import { deskStateOfHash, hashWithDeskState } from '@/components/reviews/useDeskFilter';
import { keyAction } from '@/components/reviews/useDeskKeys';
import { deskHash } from '@/lib/messaging/review-filter-url';
import { routeOf, setProviderRoute, TO_WIX } from '@/lib/provider/provider-route';
import { MessageError } from '@/lib/messaging/wire/message-error';
import type { ReviewFilter } from '@/lib/messaging/reviews';
import { planReviewQuery, providerFilter, providerSort } from '@/lib/provider/review-query';
import { mediaUrl } from '@/lib/provider/reviews';
import { startBulk } from '@/lib/queries/bulk-run';
import { aReview } from './a-review';

const ITEM = { namespace: 'stores', entityId: '99999999-9999-4999-8999-999999999999' };

describe('desk filter → the provider query', () => {
  it('puts what Query Reviews can filter into its filter (the same one Count Reviews takes)', () => {
    const f: ReviewFilter = {
      statuses: ['IN_MODERATION', 'REJECTED'],
      ratings: [2, 1],
      verified: true,
      from: '2026-09-01',
      to: '2026-09-30',
      item: ITEM,
    };
    expect(providerFilter(f)).toEqual({
      'moderation.moderationStatus': { $in: ['IN_MODERATION', 'REJECTED'] },
      'content.rating': { $in: [1, 2] },
      verified: true,
      createdDate: { $gte: '2026-09-01T00:00:00.000Z', $lt: '2026-10-01T00:00:00.000Z' },
      namespace: 'stores',
      entityId: ITEM.entityId,
    });
    expect(providerFilter({ ratings: [1, 2, 3, 4, 5] })).toEqual({}); // every rating: no filter
    expect(providerSort('highest')).toEqual([
      { fieldName: 'content.rating', order: 'DESC' },
      { fieldName: 'createdDate', order: 'DESC' },
    ]);
  });

  it("applies reply, author type and text (which the provider can't filter) as refinements", () => {
    const plan = planReviewQuery({ hasReply: true, authorType: 'MEMBER', text: 'BREAD' }, 'newest');
    expect(plan.filter).toEqual({});
    expect(plan.needsAuthorTypes).toBe(true);
    expect(plan.refine!(aReview({ reply: 'thanks', authorType: 'MEMBER', body: 'good bread' }))).toBe(true);
    expect(plan.refine!(aReview({ reply: null, authorType: 'MEMBER', body: 'good bread' }))).toBe(false);
    expect(plan.refine!(aReview({ reply: 'x', authorType: 'VISITOR', body: 'good bread' }))).toBe(false);
    expect(plan.refine!(aReview({ reply: 'x', authorType: 'MEMBER', body: 'cake' }))).toBe(false);
    expect(planReviewQuery({ statuses: ['APPROVED'] }, 'newest').refine).toBeNull();
  });

  it('turns Wix media URIs into https URLs and nothing else', () => {
    expect(mediaUrl('wix:image://v1/a27d24_x~mv2.jpg/a.jpg#originWidth=1&originHeight=1')).toBe(
      'https://static.wixstatic.com/media/a27d24_x~mv2.jpg',
    );
    expect(mediaUrl('javascript:alert(1)')).toBeNull();
  });

  it("points Wix's public media host at the sandbox's stand-in only while the sandbox is connected", async () => {
    const uri = 'wix:image://v1/a27d24_x~mv2.jpg/a.jpg#originWidth=1&originHeight=1';
    await setProviderRoute(routeOf({ sandboxUrl: 'http://127.0.0.1:4010/' }));
    try {
      expect(mediaUrl(uri)).toBe('http://127.0.0.1:4010/_media/wixstatic/media/a27d24_x~mv2.jpg');
      expect(mediaUrl('https://static.wixstatic.com/media/b.jpg')).toBe(
        'http://127.0.0.1:4010/_media/wixstatic/media/b.jpg',
      );
      expect(mediaUrl('https://example.com/media/c.jpg')).toBe('https://example.com/media/c.jpg');
    } finally {
      await setProviderRoute(TO_WIX);
    }
    expect(mediaUrl(uri)).toBe('https://static.wixstatic.com/media/a27d24_x~mv2.jpg');
  });
});

describe('desk filter ↔ the panel URL', () => {
  it('round-trips every filter and the sort through the hash, keeping the open tool', () => {
    const f: ReviewFilter = {
      statuses: ['APPROVED'],
      ratings: [1, 5],
      hasReply: false,
      verified: true,
      authorType: 'VISITOR',
      from: '2026-01-01',
      to: '2026-02-01',
      item: ITEM,
      text: 'late & cold',
    };
    const hash = hashWithDeskState('#tool=reviews', f, 'lowest');
    expect(hash).toContain('tool=reviews');
    expect(deskStateOfHash(hash)).toEqual({ filter: f, sort: 'lowest' });
  });

  it('shows the queue by default, every status with `all`, and ignores what is malformed', () => {
    expect(deskStateOfHash('')).toEqual({ filter: { statuses: ['IN_MODERATION', 'SUBMITTED'] }, sort: 'newest' });
    expect(deskStateOfHash('#reviews.status=all').filter).toEqual({});
    expect(
      deskStateOfHash('#reviews.status=HACKED&reviews.rating=9,2&reviews.from=yesterday&reviews.sort=drop').filter,
    ).toEqual({ ratings: [2] });
    expect(hashWithDeskState('', {}, 'newest')).toBe('#reviews.status=all');
    expect(deskStateOfHash(deskHash({ item: ITEM, statuses: ['IN_MODERATION', 'SUBMITTED'] })).filter.item).toEqual(
      ITEM,
    );
  });
});

describe('desk keyboard', () => {
  const key = (k: string, target: Partial<HTMLElement> = { tagName: 'BODY' }) =>
    keyAction({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: target as EventTarget });
  it('maps J/K/arrows, A, R, E, X, Delete and ?, and leaves keys typed into fields alone', () => {
    expect(['j', 'ArrowDown', 'k', 'ArrowUp', 'a', 'r', 'e', 'x', 'Delete', '?'].map((k) => key(k))).toEqual([
      'next',
      'next',
      'prev',
      'prev',
      'approve',
      'reject',
      'reply',
      'select',
      'delete',
      'help',
    ]);
    expect(key('a', { tagName: 'INPUT' })).toBeNull();
    expect(key('r', { tagName: 'TEXTAREA' })).toBeNull();
    expect(keyAction({ key: 'a', ctrlKey: true, metaKey: false, altKey: false, target: null })).toBeNull();
  });
});

describe('bulk runs', () => {
  it('counts progress chunk by chunk and lists every failure, a failed chunk and a missing answer included', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `r${i}`);
    const seen: number[] = [];
    const run = startBulk(
      'REJECTED',
      ids,
      async (chunk) => {
        if (chunk.includes('r3'))
          throw new MessageError({
            status: 503,
            code: 'UNAVAILABLE',
            message: 'try later',
            details: null,
            requestId: 'req-1',
          });
        return chunk
          .filter((id) => id !== 'r6')
          .map((id) => (id === 'r1' ? { id, ok: false, error: 'still APPROVED' } : { id, ok: true }));
      },
      3,
    );
    run.done.subscribe((d) => seen.push(d));
    await run.settled;
    expect(seen).toEqual([0, 3, 6, 7]);
    expect(run.finished.value).toBe(true);
    expect(run.failures.value).toEqual([
      { id: 'r1', ok: false, error: 'still APPROVED' },
      { id: 'r3', ok: false, error: 'try later' },
      { id: 'r4', ok: false, error: 'try later' },
      { id: 'r5', ok: false, error: 'try later' },
      { id: 'r6', ok: false, error: 'no answer' },
    ]);
  });
});
