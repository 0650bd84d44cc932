import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  PENDING_STATUSES,
  type DeskCount,
  type DeskPage,
  type RatingSummary,
  type ReviewFilter,
} from '@/lib/messaging/reviews';
import { cachedReview, learnReviewChange, leftSinceRead } from '@/lib/queries/review-cache';
import { reviewKeys } from '@/lib/queries/reviews';
import { aReview } from '../reviews/a-review';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER_SITE = '6d2b3c4e-5f60-4b7c-9d8e-0f1a2b3c4d5e';
const QUEUE: ReviewFilter = { statuses: [...PENDING_STATUSES] };
const ALL: ReviewFilter = {};
const ids = ['a1', 'a2', 'a3'].map((p) => `${p}111111-1111-4111-8111-111111111111`);
const reviews = ids.map((id, i) => aReview({ id, rating: 5 - i, authorType: 'MEMBER' }));
const page = (list = reviews): DeskPage => ({ reviews: list, nextCursor: 'next', items: {}, refined: false });

/** A panel's cache with the desk's page under `filter`, its counts and rating summary, and another site's page. */
function cacheWith(filter: ReviewFilter) {
  const qc = new QueryClient();
  qc.setQueryData(reviewKeys.desk(SITE, filter, 'newest', null), page());
  qc.setQueryData(reviewKeys.desk(OTHER_SITE, filter, 'newest', null), page());
  qc.setQueryData<DeskCount>(reviewKeys.count(SITE, filter), { count: 10, exact: true });
  qc.setQueryData(reviewKeys.pendingCount(SITE), { count: 7 });
  qc.setQueryData<RatingSummary>(reviewKeys.ratings(SITE, filter), { counts: [1, 1, 1, 1, 6], exact: true });
  return qc;
}
const shown = (qc: QueryClient, site: string, filter: ReviewFilter) =>
  qc.getQueryData<DeskPage>(reviewKeys.desk(site, filter, 'newest', null))!.reviews.map((r) => r.id);

describe("the panel learns a review write's answer", () => {
  it('an approval under the queue takes the card out and moves the counts it changes, with no read', () => {
    const qc = cacheWith(QUEUE);
    // The provider's answer doesn't know who the author is: the card keeps what it knew.
    const after = { ...reviews[0]!, status: 'APPROVED' as const, authorType: 'UNKNOWN' as const };
    learnReviewChange(qc, SITE, { id: ids[0]!, before: reviews[0], after });
    expect(shown(qc, SITE, QUEUE)).toEqual([ids[1], ids[2]]);
    expect(qc.getQueryData<DeskCount>(reviewKeys.count(SITE, QUEUE))?.count).toBe(9);
    expect(qc.getQueryData<{ count: number }>(reviewKeys.pendingCount(SITE))?.count).toBe(6);
    expect(qc.getQueryData<RatingSummary>(reviewKeys.ratings(SITE, QUEUE))?.counts).toEqual([1, 1, 1, 1, 5]);
    expect(shown(qc, OTHER_SITE, QUEUE)).toEqual(ids); // another site's lists are left alone
    // Its next cursor was made with the card in it: the desk reads the page again before going on.
    expect(leftSinceRead(qc.getQueryData(reviewKeys.desk(SITE, QUEUE, 'newest', null)))).toBe(1);
  });

  it('under every status the card changes in place; the counts of the status filters move', () => {
    const qc = cacheWith(ALL);
    const after = { ...reviews[1]!, status: 'REJECTED' as const, authorType: 'UNKNOWN' as const };
    learnReviewChange(qc, SITE, { id: ids[1]!, before: reviews[1], after });
    expect(shown(qc, SITE, ALL)).toEqual(ids);
    const card = cachedReview(qc, SITE, ids[1]!);
    expect(card?.status).toBe('REJECTED');
    expect(card?.authorType).toBe('MEMBER');
    expect(qc.getQueryData<DeskCount>(reviewKeys.count(SITE, ALL))?.count).toBe(10);
    expect(qc.getQueryData<{ count: number }>(reviewKeys.pendingCount(SITE))?.count).toBe(6);
  });

  it('a reply changes the card in place and no count', () => {
    const qc = cacheWith(QUEUE);
    const after = { ...reviews[2]!, reply: 'Thank you!', replyDate: '2026-03-05T10:00:00Z' };
    learnReviewChange(qc, SITE, { id: ids[2]!, before: reviews[2], after });
    expect(cachedReview(qc, SITE, ids[2]!)?.reply).toBe('Thank you!');
    expect(qc.getQueryData<DeskCount>(reviewKeys.count(SITE, QUEUE))?.count).toBe(10);
  });

  it('a deletion leaves every list and takes one off its rating bucket', () => {
    const qc = cacheWith(ALL);
    learnReviewChange(qc, SITE, { id: ids[0]!, before: reviews[0], after: null });
    expect(shown(qc, SITE, ALL)).toEqual([ids[1], ids[2]]);
    expect(qc.getQueryData<DeskCount>(reviewKeys.count(SITE, ALL))?.count).toBe(9);
    expect(qc.getQueryData<RatingSummary>(reviewKeys.ratings(SITE, ALL))?.counts).toEqual([1, 1, 1, 1, 5]);
  });

  it('an Undo that makes the review match again puts it back where it was, counts restored', () => {
    const qc = cacheWith({ statuses: ['APPROVED'] });
    const filter: ReviewFilter = { statuses: ['APPROVED'] };
    const approved = reviews.map((r) => ({ ...r, status: 'APPROVED' as const }));
    qc.setQueryData(reviewKeys.desk(SITE, filter, 'newest', null), page(approved));
    const rejected = { ...approved[1]!, status: 'REJECTED' as const };
    learnReviewChange(qc, SITE, { id: ids[1]!, before: approved[1], after: rejected });
    expect(shown(qc, SITE, filter)).toEqual([ids[0], ids[2]]);
    learnReviewChange(qc, SITE, { id: ids[1]!, before: rejected, after: approved[1]! });
    expect(shown(qc, SITE, filter)).toEqual(ids);
    expect(qc.getQueryData<DeskCount>(reviewKeys.count(SITE, filter))?.count).toBe(10);
    expect(leftSinceRead(qc.getQueryData(reviewKeys.desk(SITE, filter, 'newest', null)))).toBe(0);
  });

  it('without the review as it was, the lists still learn it but the counts wait for the quiet refresh', () => {
    const qc = cacheWith(QUEUE);
    const after = { ...reviews[0]!, status: 'APPROVED' as const };
    learnReviewChange(qc, SITE, { id: ids[0]!, before: undefined, after });
    expect(shown(qc, SITE, QUEUE)).toEqual([ids[1], ids[2]]);
    expect(qc.getQueryData<DeskCount>(reviewKeys.count(SITE, QUEUE))?.count).toBe(10);
  });

  it('keeps the age of what it changes (a kept list still says how old it is)', () => {
    const qc = cacheWith(QUEUE);
    const key = reviewKeys.desk(SITE, QUEUE, 'newest', null);
    qc.setQueryData(key, page(), { updatedAt: 1_000 });
    learnReviewChange(qc, SITE, { id: ids[0]!, before: reviews[0], after: { ...reviews[0]!, status: 'APPROVED' } });
    expect(qc.getQueryState(key)?.dataUpdatedAt).toBe(1_000);
  });
});
