// Demo reviews that answered a review request, from their own PRNG stream (nothing else moves): a
// few existing reviews each get a SENT request, sent to their author before the review was written,
// whose item holds the review's id, and the review's source names the request (the link the
// sandbox makes for new reviews, domains/review-requests/answer.ts).
import type { ContactDoc } from '../domains/contacts/contact-doc.ts';
import type { ReviewDoc } from '../domains/reviews/review-doc.ts';
import type { RequestedBy, ReviewRequestDoc } from '../domains/review-requests/review-request-doc.ts';
import type { Prng } from './prng.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/** Authors a request email could reach: an address that neither bounces nor is unsubscribed. */
function reachable(contacts: readonly ContactDoc[]): Set<string> {
  const ok = (c: ContactDoc) =>
    c.primaryEmail &&
    c.primaryEmail.subscriptionStatus !== 'UNSUBSCRIBED' &&
    c.primaryEmail.deliverabilityStatus !== 'BOUNCED';
  return new Set(contacts.filter(ok).map((c) => c.id));
}

/** Marks `count` reviews as answers (in place: their `source`) and returns the requests they answered. */
export function seedAnsweredRequests(
  rng: Prng,
  opts: { count: number; reviews: ReviewDoc[]; contacts: readonly ContactDoc[]; requestedBy: RequestedBy },
): ReviewRequestDoc[] {
  const reach = reachable(opts.contacts);
  const candidates = opts.reviews.filter((r) => reach.has(r.author.contactId) && !r.source);
  const chosen: ReviewDoc[] = [];
  const take = (keep: (r: ReviewDoc) => boolean) => {
    const left = candidates.filter((r) => keep(r) && !chosen.includes(r));
    if (left.length > 0) chosen.push(rng.pick(left));
  };
  // One waiting in the desk's pending queue and one published at least; the rest any.
  take((r) => r.moderation.moderationStatus === 'IN_MODERATION');
  take((r) => r.moderation.moderationStatus === 'APPROVED');
  while (chosen.length < Math.min(opts.count, candidates.length)) take(() => true);
  return chosen.map((review): ReviewRequestDoc => {
    const sent = Date.parse(review.createdDate) - (rng.int(1, 5) + rng.next()) * DAY;
    const id = rng.guid();
    review.source = { type: 'REVIEW_REQUEST', reviewRequestOptions: { id } };
    return {
      id,
      revision: '3', // created, sent, answered
      createdDate: iso(sent - rng.int(1, 3) * DAY),
      updatedDate: review.createdDate,
      sendDate: iso(sent),
      namespace: review.namespace,
      items: [{ catalogItemId: review.entityId, reviewId: review.id }],
      recipient: { contactId: review.author.contactId },
      communicationChannel: 'EMAIL',
      status: 'SENT',
      sentOptions: { opened: true },
      requestedBy: opts.requestedBy,
    };
  });
}
