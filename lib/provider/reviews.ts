import type { reviews } from '@wix/reviews';
import type {
  AuthorType,
  ItemReviews,
  ModerationDecision,
  ModerationStatus,
  ReviewMediaItem,
  ReviewPage,
  ReviewSource,
  ReviewSummary,
} from '../messaging/reviews';
import type { SiteClient } from './client';
import { PENDING_FILTER, type ProviderFilter, type ProviderSort } from './review-query';
import { publicMediaUrl } from './provider-route';
import { iso } from './convert';

type Review = reviews.Review;
const PAGE_SIZE = 20;
export const MAX_QUERY_LIMIT = 100;

/**
 * `wix:image://v1/<id>/<file>#…` → the media's public URL; `wix:video://…#posterUri=<id>` → its poster
 * (on the sandbox's stand-in of the media host while the sandbox is connected).
 */
export function mediaUrl(uri: string | undefined): string | null {
  const url = wixMediaUrl(uri);
  return url && publicMediaUrl(url);
}

function wixMediaUrl(uri: string | undefined): string | null {
  if (!uri) return null;
  if (/^https:\/\//.test(uri)) return uri;
  const image = /^wix:image:\/\/v1\/([^/#]+)/.exec(uri);
  if (image) return `https://static.wixstatic.com/media/${image[1]}`;
  const poster = /[#&]posterUri=([^&]+)/.exec(uri);
  return poster ? `https://static.wixstatic.com/media/${decodeURIComponent(poster[1]!)}` : null;
}

function mediaOf(r: Review): ReviewMediaItem[] {
  return (r.content?.media ?? []).flatMap((m): ReviewMediaItem[] => {
    const url = mediaUrl(m.image ?? m.video);
    return m.image ? (url ? [{ kind: 'image', url }] : []) : m.video ? [{ kind: 'video', url: url ?? '' }] : [];
  });
}

/**
 * The review's source. The SDK declares `Source` (type REVIEW_REQUEST, reviewRequestOptions) but
 * leaves it off its Review type; its answer still carries the field as sent, ids renamed to `_id`.
 */
function sourceOf(r: Review): ReviewSource | null {
  const source = (r as Review & { source?: reviews.Source | null }).source;
  if (source?.type !== 'REVIEW_REQUEST') return null;
  return { type: 'REVIEW_REQUEST', reviewRequestId: source.reviewRequestOptions?._id ?? null };
}

/** Plain JSON for the UI: dates as ISO strings, every text field a string. */
export function toReviewSummary(r: Review, authorType: AuthorType = 'UNKNOWN'): ReviewSummary {
  return {
    id: r._id ?? '',
    namespace: r.namespace ?? '',
    entityId: r.entityId ?? '',
    authorName: r.author?.authorName ?? '',
    authorContactId: r.author?.contactId ?? null,
    authorType,
    rating: typeof r.content?.rating === 'number' ? r.content.rating : null,
    title: r.content?.title ?? '',
    body: r.content?.body ?? '',
    status: (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus,
    verified: r.verified === true,
    createdDate: iso(r._createdDate),
    updatedDate: iso(r._updatedDate),
    media: mediaOf(r),
    reply: r.reply?.message ?? null,
    replyDate: iso(r.reply?._updatedDate ?? r.reply?._createdDate),
    source: sourceOf(r),
  };
}

export interface RawPage {
  items: Review[];
  next: string | null;
  prev: string | null;
}

/**
 * One page of Query Reviews (private reviews included). A cursor carries the filter and sort of the
 * query that made it, so with one only the cursor and the limit are sent.
 */
export async function queryReviewPage(
  client: SiteClient,
  q: { filter: ProviderFilter; sort: ProviderSort[]; cursor?: string | null; limit: number },
): Promise<RawPage> {
  const query = q.cursor
    ? { cursorPaging: { cursor: q.cursor, limit: q.limit } }
    : { filter: q.filter, sort: q.sort, cursorPaging: { limit: q.limit } };
  const res = await client.reviews.queryReviews(query as reviews.ReviewQuery, { returnPrivateReviews: true });
  return {
    items: res.reviews ?? [],
    next: res.metadata?.cursors?.next ?? null,
    prev: res.metadata?.cursors?.prev ?? null,
  };
}

export async function countMatching(client: SiteClient, filter: ProviderFilter): Promise<number> {
  const { count } = await client.reviews.countReviews({ filter, includePrivateReviews: true });
  return count ?? 0;
}

/** Reviews waiting for moderation, newest first. */
export async function listPendingReviews(
  client: SiteClient,
  cursor?: string | null,
  limit = PAGE_SIZE,
): Promise<ReviewPage> {
  const page = await queryReviewPage(client, {
    filter: PENDING_FILTER,
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursor,
    limit,
  });
  return { reviews: page.items.map((r) => toReviewSummary(r)), nextCursor: page.next, prevCursor: page.prev };
}

export const countPendingReviews = (client: SiteClient): Promise<number> => countMatching(client, PENDING_FILTER);

export async function moderateReview(
  client: SiteClient,
  reviewId: string,
  status: ModerationDecision,
): Promise<ReviewSummary> {
  const { review } = await client.reviews.updateModerationStatus(reviewId, { status });
  if (!review) throw new Error(`The provider answered the moderation of ${reviewId} without the review.`);
  return toReviewSummary(review);
}

export async function setReply(client: SiteClient, reviewId: string, message: string): Promise<ReviewSummary> {
  const { review } = await client.reviews.setReply(reviewId, message);
  if (!review) throw new Error(`The provider answered the reply to ${reviewId} without the review.`);
  return toReviewSummary(review);
}

export async function removeReply(client: SiteClient, reviewId: string): Promise<ReviewSummary> {
  const { review } = await client.reviews.removeReply(reviewId);
  if (!review) throw new Error(`The provider answered the reply removal of ${reviewId} without the review.`);
  return toReviewSummary(review);
}

export async function deleteReview(client: SiteClient, reviewId: string): Promise<void> {
  await client.reviews.deleteReview(reviewId);
}

/** Bulk calls by id (up to 100): the provider applies them as a job; callers check the outcome per review. */
export async function bulkModerate(client: SiteClient, reviewIds: string[], status: ModerationDecision): Promise<void> {
  await client.reviews.bulkUpdateModerationStatus({ filter: { id: { $in: reviewIds } }, status });
}
export async function bulkDelete(client: SiteClient, reviewIds: string[]): Promise<void> {
  await client.reviews.bulkDeleteReviews({ filter: { id: { $in: reviewIds } } });
}

/** The moderation states of the given reviews (ids the provider doesn't know are left out). */
export async function reviewStates(client: SiteClient, reviewIds: string[]): Promise<Record<string, ModerationStatus>> {
  const states: Record<string, ModerationStatus> = {};
  for (let i = 0; i < reviewIds.length; i += MAX_QUERY_LIMIT) {
    const chunk = reviewIds.slice(i, i + MAX_QUERY_LIMIT);
    const page = await queryReviewPage(client, { filter: { id: { $in: chunk } }, sort: [], limit: chunk.length });
    for (const r of page.items)
      if (r._id) states[r._id] = (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus;
  }
  return states;
}

/** Shown reviews asked about per call: the rest of the page of 100 is left for the item's unpublished ones. */
export const SHOWN_PER_CALL = 80;

/**
 * What a live page needs, in ONE Query Reviews call: every review of the item that is not published
 * (so its pending ones), and the shown reviews themselves (the first SHOWN_PER_CALL of them), whatever
 * their status: their states, who wrote them and their replies (the page's Reply edits an existing one).
 */
export async function itemReviews(
  client: SiteClient,
  item: { namespace: string; entityId: string } | null,
  shownIds: string[],
): Promise<ItemReviews> {
  const notPublished = { 'moderation.moderationStatus': { $ne: 'APPROVED' } };
  const asked = shownIds.slice(0, SHOWN_PER_CALL);
  const which: ProviderFilter[] = [
    ...(item ? [{ namespace: item.namespace, entityId: item.entityId, ...notPublished }] : []),
    ...(asked.length > 0 ? [{ id: { $in: asked } }] : []),
  ];
  if (which.length === 0) return { pending: [], morePending: false, shown: [] };
  const filter = which.length === 1 ? which[0]! : { $or: which };
  const page = await queryReviewPage(client, {
    filter,
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    limit: MAX_QUERY_LIMIT,
  });
  const all = page.items.map((r) => toReviewSummary(r));
  const askedIds = new Set(asked);
  const isPending = (r: ReviewSummary) => r.status === 'IN_MODERATION' || r.status === 'SUBMITTED';
  const pending = all.filter(
    (r) => isPending(r) && (!item || (r.namespace === item.namespace && r.entityId === item.entityId)),
  );
  // A full page may have left some out, pending ones among them: the strip then says more are waiting.
  return { pending, morePending: page.next !== null, shown: all.filter((r) => askedIds.has(r.id)) };
}

/** One review as it is now (undefined: the provider doesn't know it). */
export async function reviewNow(client: SiteClient, reviewId: string): Promise<ReviewSummary | undefined> {
  const page = await queryReviewPage(client, { filter: { id: { $in: [reviewId] } }, sort: [], limit: 1 });
  const review = page.items[0];
  return review ? toReviewSummary(review) : undefined;
}

/** The reply a review has now (null: none), read right before a live page's reply replaces it. */
export const currentReply = async (client: SiteClient, reviewId: string): Promise<string | null | undefined> =>
  (await reviewNow(client, reviewId))?.reply;

/** Member or visitor, for the authors of a page of reviews: one members query by contact id. */
export async function authorTypes(
  client: SiteClient,
  contactIds: readonly string[],
): Promise<Record<string, AuthorType>> {
  const ids = [...new Set(contactIds)].slice(0, MAX_QUERY_LIMIT);
  if (ids.length === 0) return {};
  const result = await client.members
    .queryMembers({ fieldsets: ['FULL'] })
    .in('contactId' as never, ids)
    .limit(ids.length)
    .find();
  const members = new Set(result.items.map((m) => m.contactId).filter((c): c is string => typeof c === 'string'));
  return Object.fromEntries(ids.map((id) => [id, members.has(id) ? 'MEMBER' : 'VISITOR']));
}
