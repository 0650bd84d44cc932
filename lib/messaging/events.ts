import { z } from 'zod';

/** Background → extension pages and content scripts: something changed, refetch. */
export const BackgroundEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('reviews.changed'), siteId: z.string() }),
  z.object({ event: z.literal('site.changed'), windowId: z.number().nullable() }),
  z.object({ event: z.literal('session.changed') }),
  z.object({ event: z.literal('site.enabledChanged'), siteId: z.string(), enabled: z.boolean() }),
]);
export type BackgroundEvent = z.infer<typeof BackgroundEvent>;
