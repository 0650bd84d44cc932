import { z } from 'zod';
import { GUID_PATTERN } from './wire/ids';

const Guid = z.string().regex(GUID_PATTERN, 'must be an id like 5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d (a GUID)');

/** What a live page says about itself, read from its markers. A claim, never proof. */
export const DetectedSite = z.object({
  /** metaSiteId: the id the provider's `wix-site-id` header takes. */
  siteId: Guid,
  name: z.string().max(300),
  /** The base URL the page names (from its `wix-fedops` data); the page's own word. */
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

/** A site of the connected account, as the provider lists it (Query Sites). */
export interface AccountSite {
  id: string;
  name: string;
  /** The connected account the site belongs to. */
  accountId: string;
  /** Where the site is published: a page counts as the site's only when it is under one of these. */
  urls: string[];
}

/** What the connection makes of a page's claim to be one of its sites. */
export type SiteVerdict =
  | { kind: 'verified' }
  /** Not connected: nothing to check the claim against. */
  | { kind: 'unverified' }
  /** The account has no site with that id. */
  | { kind: 'foreign' }
  /** The id is one of the account's sites, but that site lives elsewhere: the page poses as it. */
  | { kind: 'elsewhere'; siteName: string; urls: string[] };

/** What the side panel shows as "the site of this window's tab". */
export type CurrentSite =
  | {
      kind: 'wix';
      tabId: number;
      url: string;
      /** The page's origin: quick-moderate is enabled per verified (site id, origin). */
      origin: string;
      claimed: DetectedSite;
      verdict: SiteVerdict;
      /** Quick-moderate on this origin's pages (only ever true for a verified site). */
      enabled: boolean;
      /** Not one of Wix's own hosts: the live-page script reaches it only while the admin allows it. */
      customDomain: boolean;
      /** A custom domain the admin has not allowed (yet). */
      needsPermission: boolean;
    }
  | { kind: 'wix-without-id'; tabId: number; url: string }
  | { kind: 'not-wix'; tabId: number | null; url: string | null }
  /** A web page Sitekeeper has not read yet: it reads a page only when the admin opens Sitekeeper on it. */
  | { kind: 'unchecked'; tabId: number; url: string };

export { Guid };
