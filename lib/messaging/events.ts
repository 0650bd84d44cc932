import { z } from 'zod';
import { ModerationStatus } from './reviews';

/** The extension page whose write caused the event (it has refreshed itself already). */
const by = z.string().optional();

/**
 * What one review write changed, from the provider's answer: the panels learn it into their lists
 * and counts instead of reading them again. Absent when a write changed several (a bulk chunk).
 */
export const ReviewChange = z.union([
  z.object({
    id: z.string(),
    status: ModerationStatus,
    reply: z.string().nullable(),
    replyDate: z.string().nullable(),
  }),
  z.object({ id: z.string(), deleted: z.literal(true) }),
]);
export type ReviewChange = z.infer<typeof ReviewChange>;

/** Background → extension pages and content scripts: something changed, refetch. */
export const BackgroundEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('reviews.changed'), siteId: z.string(), by, change: ReviewChange.optional() }),
  z.object({ event: z.literal('site.changed'), windowId: z.number().nullable() }),
  z.object({ event: z.literal('session.changed'), by }),
  z.object({ event: z.literal('site.enabledChanged'), siteId: z.string(), enabled: z.boolean(), by }),
  // The offline queue changed (a change queued, sent, refused, canceled): the panel's queue bar refetches.
  z.object({ event: z.literal('queue.changed') }),
]);
export type BackgroundEvent = z.infer<typeof BackgroundEvent>;
