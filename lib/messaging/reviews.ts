import { z } from 'zod';
import { GUID_PATTERN } from './ids';

/** Review ids are GUIDs: anything else never reaches a request path (the SDK does not encode path parameters). */
export const ReviewId = z.string().regex(GUID_PATTERN, 'must be a review id (a GUID)');

export const ModerationStatus = z.enum(['UNKNOWN', 'APPROVED', 'IN_MODERATION', 'REJECTED', 'SUBMITTED']);
export type ModerationStatus = z.infer<typeof ModerationStatus>;

/** The only statuses the moderation call may set (spec point 4). */
export const ModerationDecision = z.enum(['APPROVED', 'REJECTED']);
export type ModerationDecision = z.infer<typeof ModerationDecision>;

/** Statuses that mean "waiting for the admin". */
export const PENDING_STATUSES = ['IN_MODERATION', 'SUBMITTED'] as const satisfies readonly ModerationStatus[];

/** A review as the UI needs it: plain JSON (dates as ISO strings), text only. */
export const ReviewSummary = z.object({
  id: z.string(),
  namespace: z.string(),
  entityId: z.string(),
  authorName: z.string(),
  rating: z.number().nullable(),
  title: z.string(),
  body: z.string(),
  status: ModerationStatus,
  createdDate: z.string().nullable(),
  reply: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewPage = z.object({
  reviews: z.array(ReviewSummary),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;
