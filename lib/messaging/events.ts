import { z } from 'zod';

/** The extension page whose write caused the event (it has refreshed itself already). */
const by = z.string().optional();

/** Background → extension pages and content scripts: something changed, refetch. */
export const BackgroundEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('reviews.changed'), siteId: z.string(), by }),
  z.object({ event: z.literal('site.changed'), windowId: z.number().nullable() }),
  z.object({ event: z.literal('session.changed'), by }),
  z.object({ event: z.literal('site.enabledChanged'), siteId: z.string(), enabled: z.boolean(), by }),
  // The offline queue changed (a change queued, sent, refused, canceled): the panel's queue bar refetches.
  z.object({ event: z.literal('queue.changed') }),
]);
export type BackgroundEvent = z.infer<typeof BackgroundEvent>;
