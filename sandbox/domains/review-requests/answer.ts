// A review that answers a review request. The provider shows the link on both sides: the review's
// `source` (auto_sdk_reviews_reviews `Source`: type REVIEW_REQUEST, reviewRequestOptions.id) and the
// request item's `reviewId` ("ID of the review created for this item by the review request
// recipient", auto_sdk_reviews_review-requests `Item`). It does not say how a review is matched to a
// request (the email's link, presumably); the sandbox's rule: a review of an item by the recipient of
// a SENT request for that item whose item has no review yet answers it (the most recently sent one).
// The request keeps its status: the provider has no "answered" state.
import type { Db } from '../../db/open.ts';
import { siteNow } from '../../clock/site-clock.ts';
import { advanceReviewRequests } from './advance.ts';
import { reviewRequestUpdated } from './events.ts';
import type { ReviewRequestDoc } from './review-request-doc.ts';
import { saveReviewRequest, sentRequestsTo } from './store.ts';

export interface ReviewOfItem {
  namespace: string;
  entityId: string;
  contactId: string;
}

const awaits = (doc: ReviewRequestDoc, r: ReviewOfItem): boolean =>
  doc.namespace === r.namespace && doc.items.some((i) => i.catalogItemId === r.entityId && !i.reviewId);

/** The request a new review by this contact of this item answers, if any (due requests are sent first). */
export function requestAnsweredBy(db: Db, siteId: string, r: ReviewOfItem): ReviewRequestDoc | undefined {
  advanceReviewRequests(db, siteId);
  return sentRequestsTo(db, siteId, r.contactId).find((doc) => awaits(doc, r));
}

/** The request with the review's id on its item (pure). */
export function withReview(doc: ReviewRequestDoc, entityId: string, reviewId: string, now: Date): ReviewRequestDoc {
  let done = false;
  const items = doc.items.map((i) => {
    if (done || i.catalogItemId !== entityId || i.reviewId) return i;
    done = true;
    return { ...i, reviewId };
  });
  return { ...doc, items, revision: String(Number(doc.revision) + 1), updatedDate: now.toISOString() };
}

/** Records the answer on the request (inside the review's transaction), with its updated event. */
export function markAnswered(
  db: Db,
  siteId: string,
  doc: ReviewRequestDoc,
  entityId: string,
  reviewId: string,
): ReviewRequestDoc {
  const next = withReview(doc, entityId, reviewId, siteNow(db, siteId));
  saveReviewRequest(db, siteId, next);
  reviewRequestUpdated(db, siteId, next);
  return next;
}
