// A review request as the provider's REST layer shows it (reviews v2, auto_sdk_reviews_review-requests).
export const REVIEW_REQUEST_FQDN = 'wix.reviews.v2.review_request';

export const REVIEW_REQUEST_STATUSES = [
  'UNKNOWN_REVIEW_REQUEST_STATUS',
  'SCHEDULED',
  'CANCELED',
  'FAILED',
  'SENT',
] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];

/** docs/product.md §3.4: why a request could not be sent. */
export const FAILURE_REASONS = [
  'UNKNOWN_FAILURE_REASON',
  'ACTIVATION_FAILED',
  'BOUNCED',
  'SUBSCRIPTION_INACTIVE',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export type RequestedBy = { identityType: 'WIX_USER'; wixUserId: string } | { identityType: 'APP'; appId: string };

export interface ReviewRequestDoc {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  sendDate: string;
  namespace: string;
  order?: { id: string };
  items: { catalogItemId: string; reviewId?: string }[];
  recipient: { contactId: string };
  communicationChannel: 'EMAIL';
  status: ReviewRequestStatus;
  sentOptions?: { opened: boolean };
  failedOptions?: { reason: FailureReason; message: string };
  automationActivationId?: string;
  requestedBy: RequestedBy;
}

/** The list filters' values, kept beside the doc (see schema.ts). */
export function itemIndex(doc: ReviewRequestDoc): string {
  const reviewIds = doc.items.flatMap((i) => (i.reviewId ? [i.reviewId] : []));
  // No key at all when no item has a review, so `items.reviewId: {$exists: false}` matches.
  return JSON.stringify({
    catalogItemIds: doc.items.map((i) => i.catalogItemId),
    ...(reviewIds.length > 0 && { reviewIds }),
  });
}
