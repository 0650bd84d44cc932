// The Site object of Query Sites (docs/provider-contract.md §3.7, and the provider's Site List reference),
// with the fields the sandbox can fill honestly. Left out: editUrl and thumbnail (the sandbox has
// no editor and no snapshots), trashedDate (nothing is trashed), folderId (no folders).
import type { SiteProfile } from '../sites/profiles.ts';
import type { SiteRow } from '../sites/store.ts';
import { primaryUrl, publishedUrls } from '../site-urls/published-urls.ts';

export interface SiteDoc {
  id: string;
  htmlAppId: string;
  name: string;
  displayName: string;
  createdDate: string;
  updatedDate: string;
  published: boolean;
  premium: boolean;
  /** The primary published URL; "" when unpublished. */
  viewUrl: string;
  ownerAccountId: string;
  contributorAccountIds: string[];
  editorType: string;
  blocked: boolean;
  namespace: string;
  domainConnected: boolean;
}

/** Also what filters see: the documented filter fields that are not Site fields. */
export interface SiteFacts {
  doc: SiteDoc;
  appIds: string[];
  /** Host names the `name` / `searchPhrase` filters search besides name and displayName. */
  domains: string[];
}

export function siteFacts(site: SiteRow, profile: SiteProfile, origin: string, appIds: string[]): SiteFacts {
  const urls = publishedUrls(origin, site, profile);
  return {
    doc: {
      id: site.id,
      // The Thunderbolt site id a live page's fedops carries (`siteId`): the site's HTML app.
      htmlAppId: site.editorSiteId,
      name: site.slug,
      displayName: site.name,
      createdDate: profile.createdDate,
      updatedDate: profile.updatedDate,
      published: profile.published,
      premium: profile.premium,
      viewUrl: primaryUrl(urls),
      ownerAccountId: site.accountId,
      contributorAccountIds: [],
      // Live pages say editorName "Studio" (live/layout.ts).
      editorType: 'STUDIO',
      blocked: false,
      namespace: 'WIX',
      domainConnected: profile.customDomain !== null,
    },
    appIds,
    domains: urls.map((u) => new URL(u.url).host),
  };
}
