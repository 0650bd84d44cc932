import type { CollectedReview, ReviewContent } from '../../messaging/review-collect';
import type { ModerationStatus } from '../../messaging/reviews';
import type { SiteClient } from '../../provider/client';
import { queryReviewPage } from '../../provider/reviews';
import { createOnce } from './write-once';

// A review written from the Requests tool (for a customer, as a visitor, as the member). The provider
// allows one review per author and item, so a second send of a landed review is refused as
// DUPLICATE_REVIEW: a false failure when the first send's answer was lost (or the browser sent it
// again). So a refusal of that kind, or a failure without a sure answer, reads back: a review of the
// item made since the first try with this very content (and author name, where one was typed) is the
// answer. A review the author wrote before, with other words, stays a refusal.

/** The provider's code for "this author already reviewed this item". */
const DUPLICATE_REVIEW = 'DUPLICATE_REVIEW';

/** The same words: rating, title and body as the panel sent them (empty title and body are left out). */
function sameContent(
  r: { content?: { rating?: number | null; title?: string | null; body?: string | null } | null },
  c: ReviewContent,
): boolean {
  return r.content?.rating === c.rating && (r.content.title ?? '') === c.title && (r.content.body ?? '') === c.body;
}

/** The review this content made for its item since `since` (by `authorName` when given), or null. */
export async function findWrittenReview(
  client: SiteClient,
  c: ReviewContent,
  authorName: string | null,
  since: Date,
): Promise<CollectedReview | null> {
  const page = await queryReviewPage(client, {
    filter: { namespace: 'stores', entityId: c.itemId, createdDate: { $gte: since.toISOString() } },
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    limit: 100,
  });
  const r = page.items.find(
    (r) => sameContent(r, c) && (authorName === null || (r.author?.authorName ?? '') === authorName),
  );
  if (!r?._id) return null;
  return {
    id: r._id,
    status: (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus,
    contactId: r.author?.contactId ?? '',
    authorName: r.author?.authorName ?? '',
  };
}

/**
 * Writes a review once: `write` makes it; `admin` (the admin's connection, which reads private reviews
 * too) looks for it after a duplicate refusal or a lost answer.
 */
export function writeReviewOnce(
  admin: SiteClient,
  c: ReviewContent,
  authorName: string | null,
  write: () => Promise<CollectedReview>,
): Promise<CollectedReview> {
  return createOnce({
    create: write,
    findLanded: (since) => findWrittenReview(admin, c, authorName, since),
    existsAlready: (code) => code === DUPLICATE_REVIEW,
  });
}
