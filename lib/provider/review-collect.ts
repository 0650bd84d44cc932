import type { reviews } from '@wix/reviews';
import type { CollectedReview, ReviewContent } from '../messaging/review-collect';
import type { ModerationStatus } from '../messaging/reviews';
import type { SiteClient } from './client';
import { throwIfNotOk } from './response-error';

const NAMESPACE = 'stores';
const REVIEWS_API = 'https://www.wixapis.com/reviews/v1';

interface RestReview {
  id?: string;
  author?: { contactId?: string; authorName?: string };
  moderation?: { moderationStatus?: string };
}

function toCollected(r: RestReview | undefined): CollectedReview {
  if (!r?.id) throw new Error('The provider answered without the review it created.');
  return {
    id: r.id,
    status: (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus,
    contactId: r.author?.contactId ?? '',
    authorName: r.author?.authorName ?? '',
  };
}

/** What the panel shows of a review the SDK created (the author's contact as given when the answer has none). */
export function collectedFromSdk(r: reviews.Review, contactId = ''): CollectedReview {
  return {
    id: r._id ?? '',
    status: (r.moderation?.moderationStatus ?? 'UNKNOWN') as ModerationStatus,
    contactId: r.author?.contactId ?? contactId,
    authorName: r.author?.authorName ?? '',
  };
}

/** The review's content as the provider takes it (empty title and body left out). */
export const content = (c: ReviewContent) => ({ rating: c.rating, ...(c.title && { title: c.title }), ...(c.body && { body: c.body }) });

/**
 * A review for a customer (collected by phone, email or in the shop): the spec's POST
 * /v1/reviews/contact, which finds or creates the contact by email. The SDK has no method for it
 * any more, so it goes through the client's fetchWithAuth (same auth, same host rewriting).
 */
export async function addReviewForCustomer(client: SiteClient, reviewer: { name: string; email: string }, c: ReviewContent): Promise<CollectedReview> {
  const res = await client.fetchWithAuth(`${REVIEWS_API}/reviews/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ namespace: NAMESPACE, entityId: c.itemId, content: content(c), name: reviewer.name, email: reviewer.email }),
  });
  await throwIfNotOk(res);
  return toCollected(((await res.json()) as { review?: RestReview }).review);
}
