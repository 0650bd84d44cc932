import { z } from 'zod';
import { MediaFileId } from './media';
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

/**
 * Photos on a review written as a visitor or member. Documented: a review holds at most 10 media
 * items (content.media, @maxSize 10), each an image or a video (wix:image / wix:video), and the site
 * media's visitor uploads root holds what visitors and members upload. Our choice: images only, of the
 * types browsers and the review widgets show, up to 10 MB each (one plain upload, no resumable one).
 */
export const REVIEW_PHOTO_LIMITS = {
  count: 10,
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
} as const;

export const isReviewPhotoType = (mime: string): boolean =>
  (REVIEW_PHOTO_LIMITS.types as readonly string[]).includes(mime);

/** The uploaded photos (site media file ids) a review is created with. */
export const ReviewPhotoIds = z
  .array(MediaFileId)
  .max(REVIEW_PHOTO_LIMITS.count, `must be at most ${REVIEW_PHOTO_LIMITS.count} photos`);

/**
 * Who writes, and so who asks for the photos' upload URLs: an anonymous visitor or the logged-in
 * member (their own tokens), or the admin adding a customer's review (the connection).
 */
export const ReviewWriter = z.enum(['visitor', 'member', 'admin']);
export type ReviewWriter = z.infer<typeof ReviewWriter>;

/** Who a review is written by, as a name and an email (the provider finds or creates the contact). */
export const Reviewer = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'enter the name')
      .max(REVIEW_LIMITS.authorName, `must be at most ${REVIEW_LIMITS.authorName} characters`),
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
