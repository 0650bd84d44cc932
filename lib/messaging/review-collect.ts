import { z } from 'zod';
import { CatalogItemId } from './review-requests';
import type { ModerationStatus } from './reviews';

/** The panel URL key that opens the Requests tab's write-a-review form for a product (its id). */
export const WRITE_REVIEW_PARAM = 'reviewRequests.write';

/** The provider's limits for review content (auto_sdk_reviews_reviews schemas). */
export const REVIEW_LIMITS = { title: 3000, body: 3000, authorName: 100 } as const;

export const ReviewContent = z
  .object({
    itemId: CatalogItemId,
    rating: z.number({ message: 'pick a rating' }).int().min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars'),
    title: z.string().max(REVIEW_LIMITS.title, `must be at most ${REVIEW_LIMITS.title} characters`),
    body: z.string().max(REVIEW_LIMITS.body, `must be at most ${REVIEW_LIMITS.body} characters`),
  })
  .strict();
export type ReviewContent = z.infer<typeof ReviewContent>;

/** Who a review is written by, as a name and an email (the provider finds or creates the contact). */
export const Reviewer = z
  .object({
    name: z.string().trim().min(1, 'enter the name').max(REVIEW_LIMITS.authorName, `must be at most ${REVIEW_LIMITS.authorName} characters`),
    email: z.email('must be an email address').max(254),
  })
  .strict();

/** A review just written, as the provider answered it. */
export interface CollectedReview {
  id: string;
  /** Shown as it is: IN_MODERATION, APPROVED (published), … per the site's settings. */
  status: ModerationStatus;
  contactId: string;
  authorName: string;
}
