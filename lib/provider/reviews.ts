import type { reviews } from '@wix/reviews';
import { PENDING_STATUSES, type ModerationDecision, type ModerationStatus, type ReviewPage, type ReviewSummary } from '../messaging/reviews';
import type { SiteClient } from './client';

type Review = reviews.Review;
const PAGE_SIZE = 20;
const MAX_QUERY_LIMIT = 100;

/** Plain JSON for the UI: dates as ISO strings, every text field a string. */
export function toReviewSummary(r: Review): ReviewSummary {
  return {
    id: r._id ?? '',
    namespace: r.namespace ?? '',
    entityId: r.entityId ?? '',
    authorName: r.author?.authorName ?? '',
    rating: typeof r.content?.rating === 'number' ? r.content.rating : null,
    title: r.content?.title ?? '',
    body: r.content?.body ?? '',
    status: (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus,
    createdDate: r._createdDate ? new Date(r._createdDate).toISOString() : null,
    reply: r.reply?.message ?? null,
  };
}

/** Reviews waiting for moderation, newest first. A cursor (from a previous page) carries filter and sort. */
export async function listPendingReviews(client: SiteClient, cursor?: string | null, limit = PAGE_SIZE): Promise<ReviewPage> {
  const base = client.reviews.queryReviews({ returnPrivateReviews: true }).limit(limit);
  const query = cursor
    ? base.skipTo(cursor)
    : base.in('moderation.moderationStatus', [...PENDING_STATUSES]).descending('_createdDate');
  const result = await query.find();
  return {
    reviews: result.items.map(toReviewSummary),
    nextCursor: result.cursors.next ?? null,
    prevCursor: result.cursors.prev ?? null,
  };
}

export async function countPendingReviews(client: SiteClient): Promise<number> {
  const { count } = await client.reviews.countReviews({
    filter: { 'moderation.moderationStatus': { $in: [...PENDING_STATUSES] } },
    includePrivateReviews: true,
  });
  return count ?? 0;
}

export async function moderateReview(client: SiteClient, reviewId: string, status: ModerationDecision): Promise<ReviewSummary> {
  const { review } = await client.reviews.updateModerationStatus(reviewId, { status });
  if (!review) throw new Error(`The provider answered the moderation of ${reviewId} without the review.`);
  return toReviewSummary(review);
}

/** The moderation states of the given reviews (ids the provider doesn't know are left out). */
export async function reviewStates(client: SiteClient, reviewIds: string[]): Promise<Record<string, ModerationStatus>> {
  const states: Record<string, ModerationStatus> = {};
  for (let i = 0; i < reviewIds.length; i += MAX_QUERY_LIMIT) {
    const chunk = reviewIds.slice(i, i + MAX_QUERY_LIMIT);
    const result = await client.reviews.queryReviews({ returnPrivateReviews: true }).in('_id', chunk).limit(chunk.length).find();
    for (const r of result.items) if (r._id) states[r._id] = (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus;
  }
  return states;
}
