// Request schemas of the review calls (docs/provider-contract.md §3.4).
import { z } from 'zod';
import { cursorQuery, filterObject, guid, looseBool } from '../../http/schemas.ts';

export const queryReviewsBody = z.looseObject({
  query: cursorQuery(),
  returnPrivateReviews: looseBool().nullish(),
});

export const reviewIdParam = z.object({ reviewId: guid() });

export const getReviewQuery = z.looseObject({
  reviewId: z.unknown().optional(),
  returnPrivateReviews: looseBool().nullish(),
});

export const countReviewsBody = z.looseObject({
  filter: filterObject.nullish(),
  includePrivateReviews: looseBool().nullish(),
});

/** The moderate call may set only APPROVED or REJECTED (docs/product.md §4.3). */
export const moderateBody = z.looseObject({
  reviewId: z.unknown().optional(),
  status: z.enum(['APPROVED', 'REJECTED']),
});
