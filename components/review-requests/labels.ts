import { tPlain, type PlainKey } from '@/lib/i18n';
import type { EmailSubscription, FailureReason, ReviewRequestStatus } from '@/lib/messaging/review-requests';

// The review request enums in people's words: one typed map per enum, so a value without a label
// fails to compile (tests/unit/reviews/labels.test.ts checks them against the SDK's own enums).

export const REQUEST_STATUS_LABEL: Record<ReviewRequestStatus, PlainKey> = {
  SCHEDULED: 'reviewRequests.status.SCHEDULED',
  SENT: 'reviewRequests.status.SENT',
  FAILED: 'reviewRequests.status.FAILED',
  CANCELED: 'reviewRequests.status.CANCELED',
  UNKNOWN_REVIEW_REQUEST_STATUS: 'reviewRequests.status.UNKNOWN',
};

/** The failure reasons of docs/product.md §3.4, in words. */
export const FAILURE_REASON_LABEL: Record<FailureReason, PlainKey> = {
  BOUNCED: 'reviewRequests.reason.BOUNCED',
  SUBSCRIPTION_INACTIVE: 'reviewRequests.reason.SUBSCRIPTION_INACTIVE',
  ACTIVATION_FAILED: 'reviewRequests.reason.ACTIVATION_FAILED',
  UNKNOWN_FAILURE_REASON: 'reviewRequests.reason.UNKNOWN',
};

/** A recipient's email subscription, as the recipient picker shows it. */
export const SUBSCRIPTION_LABEL: Record<EmailSubscription, PlainKey> = {
  SUBSCRIBED: 'reviewRequests.subscription.SUBSCRIBED',
  UNSUBSCRIBED: 'reviewRequests.subscription.UNSUBSCRIBED',
  PENDING: 'reviewRequests.subscription.PENDING',
  NOT_SET: 'reviewRequests.subscription.NOT_SET',
  NO_SUBSCRIPTION_STATUS: 'reviewRequests.subscription.NOT_SET',
};

/** A value the provider added after this build reads as the map's unknown value, never as a code. */
const worded = <V extends string>(map: Record<V, PlainKey>, value: V, unknown: V): string =>
  tPlain(Object.hasOwn(map, value) ? map[value] : map[unknown]);

export const statusText = (s: ReviewRequestStatus): string =>
  worded(REQUEST_STATUS_LABEL, s, 'UNKNOWN_REVIEW_REQUEST_STATUS');
export const failureReasonText = (r: FailureReason): string =>
  worded(FAILURE_REASON_LABEL, r, 'UNKNOWN_FAILURE_REASON');
export const subscriptionText = (s: EmailSubscription): string => worded(SUBSCRIPTION_LABEL, s, 'NOT_SET');
