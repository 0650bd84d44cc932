import { z } from 'zod';
import { GUID_PATTERN } from './wire/ids';

export { ContactId } from './contacts';

/** Review request ids are GUIDs (they go into request paths and filters). */
export const ReviewRequestId = z.string().regex(GUID_PATTERN, 'must be a review request id (a GUID)');
/** A catalog item id (a product id for Wix Stores): 1–36 characters, the provider's limit. */
export const CatalogItemId = z.string().trim().min(1, 'pick an item').max(36, 'must be at most 36 characters');

export const ReviewRequestStatus = z.enum(['UNKNOWN_REVIEW_REQUEST_STATUS', 'SCHEDULED', 'CANCELED', 'FAILED', 'SENT']);
export type ReviewRequestStatus = z.infer<typeof ReviewRequestStatus>;
/** The list's status filter (what the admin can pick). */
export const ReviewRequestStatusFilter = z.enum(['SCHEDULED', 'SENT', 'FAILED', 'CANCELED']);
export type ReviewRequestStatusFilter = z.infer<typeof ReviewRequestStatusFilter>;

/** docs/product.md §3.4. UNKNOWN_FAILURE_REASON covers anything newer the provider may answer. */
export const FailureReason = z.enum([
  'UNKNOWN_FAILURE_REASON',
  'ACTIVATION_FAILED',
  'BOUNCED',
  'SUBSCRIPTION_INACTIVE',
]);
export type FailureReason = z.infer<typeof FailureReason>;

/** A review request as the UI needs it: plain JSON, dates as ISO strings, the recipient resolved when possible. */
export interface ReviewRequestSummary {
  id: string;
  status: ReviewRequestStatus;
  sendDate: string | null;
  createdDate: string | null;
  itemIds: string[];
  contactId: string;
  /** From the contact (null when the contact could not be read, e.g. deleted). */
  recipientName: string | null;
  recipientEmail: string | null;
  failureReason: FailureReason | null;
  /** The provider's own text about the failure, shown as it is. */
  failureMessage: string | null;
  opened: boolean | null;
}

export interface ReviewRequestPage {
  requests: ReviewRequestSummary[];
  nextCursor: string | null;
}

/** Whether a contact's primary email may get marketing-type emails (the provider's subscription status). */
export const EmailSubscription = z.enum(['NO_SUBSCRIPTION_STATUS', 'NOT_SET', 'PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED']);
export type EmailSubscription = z.infer<typeof EmailSubscription>;

/** A contact found by email for the recipient picker. */
export interface ContactMatch {
  id: string;
  name: string;
  email: string;
  /** The primary email's subscription status, where known: a request to an unsubscribed contact fails. */
  subscription?: EmailSubscription;
}

/** A store product found by name for the item picker. */
export interface ProductMatch {
  id: string;
  name: string;
}

/** Which scheduled requests a cancel-by-filter touches: all of them, or those for one item. */
export const CancelScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('one'), reviewRequestId: ReviewRequestId }).strict(),
  z.object({ kind: z.literal('allScheduled') }).strict(),
  z.object({ kind: z.literal('item'), itemId: CatalogItemId }).strict(),
]);
export type CancelScope = z.infer<typeof CancelScope>;
