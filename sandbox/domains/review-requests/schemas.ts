// Request schemas of the review request calls, with the SDK's own limits (auto_sdk_reviews_review-requests schemas).
import { z } from 'zod';
import { cursorQuery, filterObject, guid, looseBool, sortList } from '../../http/schemas.ts';

/** A review request as a caller sends it; output-only fields (status, revision, dates but sendDate) are ignored. */
export const reviewRequestInput = z.looseObject({
  sendDate: z.iso.datetime({ offset: true }).nullish(),
  namespace: z.string().min(1).max(100).optional(),
  order: z.looseObject({ id: guid().optional() }).optional(),
  items: z
    .array(z.looseObject({ catalogItemId: z.string().min(1).max(36) }))
    .max(5)
    .optional(),
  recipient: z.looseObject({ contactId: guid() }),
  communicationChannel: z.enum(['EMAIL']),
  automationActivationId: guid().nullish(),
});
export type ReviewRequestInput = z.output<typeof reviewRequestInput>;

export const createBody = z.looseObject({ reviewRequest: reviewRequestInput });

export const bulkCreateBody = z.looseObject({
  // Each item is checked on its own (a bad one fails alone); here only the list's size.
  reviewRequests: z.array(z.unknown()).min(1).max(50),
  returnEntity: looseBool().nullish(),
});

export const reviewRequestIdParam = z.object({ reviewRequestId: guid() });

export const queryBody = z.looseObject({
  query: cursorQuery(sortList.max(5)),
});

export const filterBody = z.looseObject({ filter: filterObject.nullish() });
