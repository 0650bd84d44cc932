import { z } from 'zod';

const Guid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be an id like 5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d (a GUID)');

/** What a live page says about itself, read from its markers by the content script. */
export const DetectedSite = z.object({
  /** metaSiteId: the id the provider's `wix-site-id` header takes. */
  siteId: Guid,
  name: z.string().max(300),
  /** The site's public base URL (from the page's `wix-fedops` data). */
  baseUrl: z.string().url().max(2000),
});
export type DetectedSite = z.infer<typeof DetectedSite>;

/** The outcome of looking at one page. */
export const Detection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wix'), site: DetectedSite }),
  /** Looks like Wix (generator tag, Wix scripts) but the site id is not on the page. */
  z.object({ kind: z.literal('wix-without-id') }),
  z.object({ kind: z.literal('not-wix') }),
]);
export type Detection = z.infer<typeof Detection>;

/** What the side panel shows as "the site of this window". */
export const CurrentSite = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('wix'),
    site: DetectedSite,
    tabId: z.number(),
    /** Quick-moderate on this site's pages: the admin's choice, null until made. */
    enabled: z.boolean().nullable(),
  }),
  z.object({ kind: z.literal('wix-without-id'), tabId: z.number(), url: z.string() }),
  z.object({ kind: z.literal('not-wix'), tabId: z.number().nullable(), url: z.string().nullable() }),
]);
export type CurrentSite = z.infer<typeof CurrentSite>;

export { Guid };
