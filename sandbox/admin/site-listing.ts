// The JSON of GET /_sandbox/sites: per site what a developer or test needs to connect to it.
import type { Db } from '../db/open.ts';
import { appCredentialsForSite, type SiteAppCredentials } from '../domains/app-identity/store.ts';
import { customDomainUrl, freeUrl, publishedUrls, type PublishedUrl } from '../domains/site-urls/published-urls.ts';
import { siteProfile, type IdentityRules } from '../domains/sites/profiles.ts';
import { listSitesWithKeys, type SiteRow } from '../domains/sites/store.ts';

export interface SiteListing {
  id: string;
  name: string;
  accountId: string;
  /** The account's name (what "Use the local sandbox" calls the connection). */
  accountName: string;
  /** `{origin}/sites/{slug}` (always served). */
  liveUrl: string;
  /** `http://{domain}:{port}` when the site has a custom domain, else null. */
  customDomainUrl: string | null;
  /** As the Published Site URLs API lists them (primary first). */
  publishedUrls: PublishedUrl[];
  apiKey: string;
  oauthClientId: string;
  /** The account's registered app on this site: AppStrategy({appId, appSecret, instanceId}). */
  app: SiteAppCredentials | null;
  identityRules: IdentityRules;
}

export function siteListing(db: Db, origin: string, s: SiteRow & { apiKey: string; accountName: string }): SiteListing {
  const profile = siteProfile(db, s.id);
  return {
    id: s.id,
    name: s.name,
    accountId: s.accountId,
    accountName: s.accountName,
    liveUrl: freeUrl(origin, s.slug),
    customDomainUrl: profile.customDomain ? customDomainUrl(origin, profile.customDomain) : null,
    publishedUrls: publishedUrls(origin, s, profile),
    apiKey: s.apiKey,
    oauthClientId: s.oauthClientId,
    app: appCredentialsForSite(db, s.id),
    identityRules: profile.identityRules,
  };
}

export function siteListings(db: Db, origin: string): SiteListing[] {
  return listSitesWithKeys(db).map((s) => siteListing(db, origin, s));
}
