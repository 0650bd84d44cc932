// Request schemas of the review write calls (docs/provider-contract.md §3.4; limits from the SDK's JSDoc).
import { z } from 'zod';
import { filterObject, guid, protoInt } from '../../http/schemas.ts';

const restImage = z.looseObject({
  id: z.string().optional(),
  url: z.string().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
  altText: z.string().optional(),
  filename: z.string().optional(),
});
const restVideo = z.looseObject({
  id: z.string().optional(),
  url: z.string().optional(),
  filename: z.string().optional(),
  posters: z
    .array(
      z.looseObject({
        id: z.string().optional(),
        url: z.string().optional(),
        height: z.number().optional(),
        width: z.number().optional(),
      }),
    )
    .optional(),
});

/** A media item is a oneof: exactly one of image or video. */
const mediaItem = z
  .object({ image: restImage.nullish(), video: restVideo.nullish() })
  .refine((m) => (m.image ? 1 : 0) + (m.video ? 1 : 0) === 1, { message: 'must hold exactly one of image or video' });

const rating = protoInt().pipe(z.number().min(1).max(5));
const title = z.string().max(3000).nullish();
const body = z.string().max(3000).nullish();
const media = z.array(mediaItem).max(10).nullish();

export const reviewContentInput = z.looseObject({ title, body, media, rating });
export type ReviewContentInput = z.output<typeof reviewContentInput>;
export type MediaInput = z.output<typeof mediaItem>;

const authorName = z.string().max(100).nullish();

/** One new review (createReview's `review`, each of bulkCreateReview's `reviews`). */
export const newReviewBody = z.looseObject({
  namespace: z.string().min(1).max(36),
  entityId: z.string().min(1).max(36),
  author: z.looseObject({ contactId: guid().nullish(), authorName }).nullish(),
  content: reviewContentInput,
  reviewDate: z.iso.datetime({ offset: true }).nullish(),
});

export const createReviewBody = z.looseObject({ review: newReviewBody });

/** Bulk Create Review: 1 to 100 reviews, each checked on its own (a refused one fails alone). */
export const bulkCreateReviewBody = z.looseObject({
  reviews: z.array(z.unknown()).min(1).max(100),
  returnEntity: z.boolean().nullish(),
});
/** What a new review is built from (createReview, or createReviewAndContact's flat fields). */
export interface NewReviewInput {
  namespace: string;
  entityId: string;
  content: ReviewContentInput;
  reviewDate?: string | null;
}

/** Deprecated createReviewAndContact: the author is found or created by email. */
export const createReviewAndContactBody = z.looseObject({
  namespace: z.string().min(1).max(36),
  entityId: z.string().min(1).max(36),
  content: reviewContentInput,
  name: authorName,
  email: z.email().nullish(),
});

/** Update merges the given fields; read-only ones (dates, moderation, reply, counters…) are ignored. */
export const updateReviewBody = z.looseObject({
  review: z.looseObject({
    id: z.unknown().optional(),
    // The current revision is required (SDK: @requiredField review.revision): optimistic locking.
    revision: z
      .union([z.string().regex(/^\d+$/, { message: 'must be a decimal number' }), z.number().int()])
      .transform(String),
    content: z.looseObject({ title, body, media, rating: rating.optional() }).nullish(),
    author: z.looseObject({ contactId: z.unknown().optional(), authorName }).nullish(),
    reviewDate: z.iso.datetime({ offset: true }).nullish(),
  }),
});
export type UpdateReviewInput = z.output<typeof updateReviewBody>['review'];

export const setReplyBody = z.looseObject({
  reviewId: z.unknown().optional(),
  message: z.string().min(1).max(10000),
});

export const bulkDeleteBody = z.looseObject({ filter: filterObject.nullish() });

/** Bulk moderation may set only APPROVED or REJECTED, like the single call. */
export const bulkModerateBody = z.looseObject({
  filter: filterObject.nullish(),
  status: z.enum(['APPROVED', 'REJECTED']),
});
