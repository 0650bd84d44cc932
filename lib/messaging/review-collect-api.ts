import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { GUID_PATTERN } from './wire/ids';
import type { UploadTarget } from './media';
import {
  REVIEW_PHOTO_LIMITS,
  ReviewContent,
  Reviewer,
  ReviewPhotoIds,
  ReviewWriter,
  type CollectedReview,
} from './review-collect';

const siteId = z.string().regex(GUID_PATTERN, 'must be a site id (a GUID)');

/** Writing reviews from the panel: for a customer (admin), as a visitor of the site, or as the logged-in member (admin API). */
export const reviewCollectApi = {
  /** POST /v1/reviews/contact: the provider finds or creates the customer's contact by email. */
  'reviewCollect.addForCustomer': message(
    z.object({ siteId, reviewer: Reviewer, content: ReviewContent, photoIds: ReviewPhotoIds.optional() }).strict(),
  ).returns<CollectedReview>(),
  /** The site's OAuth client id the admin entered (null: none yet). */
  'reviewCollect.visitorClient': message(z.object({ siteId }).strict()).returns<{ clientId: string | null }>(),
  'reviewCollect.setVisitorClient': message(
    z
      .object({
        siteId,
        clientId: z.string().trim().regex(GUID_PATTERN, 'must be an OAuth client id (a GUID)').nullable(),
      })
      .strict(),
  ).returns<{ clientId: string | null }>(),
  /** A review written with an anonymous visitor token of the site's OAuth client. */
  'reviewCollect.writeAsVisitor': message(
    z.object({ siteId, reviewer: Reviewer, content: ReviewContent, photoIds: ReviewPhotoIds.optional() }).strict(),
  ).returns<CollectedReview>(),
  /** A review written by the member logged in for this site (the member's tokens, never the admin's). */
  'reviewCollect.writeAsMember': message(
    z.object({ siteId, content: ReviewContent, photoIds: ReviewPhotoIds.optional() }).strict(),
  ).returns<CollectedReview>(),
  /**
   * An upload URL for one review photo, asked with the writer's own token (visitor or member; the
   * connection for the admin's customer review) into the site media's visitor uploads root; the
   * panel PUTs the bytes (lib/upload), as the Media tool does.
   */
  'reviewCollect.photoUploadUrl': message(
    z
      .object({
        siteId,
        writer: ReviewWriter,
        fileName: z.string().trim().min(1).max(200),
        mimeType: z.string().max(100),
        sizeInBytes: z
          .number()
          .int()
          .min(1)
          .max(REVIEW_PHOTO_LIMITS.maxBytes, `must be at most ${REVIEW_PHOTO_LIMITS.maxBytes} bytes`),
      })
      .strict(),
  ).returns<UploadTarget>(),
} satisfies ApiSpec;
