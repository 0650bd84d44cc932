import type { AccountSite, SiteVerdict } from '../../messaging/site';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * True when `pageUrl` is `siteUrl` or a page below it: same origin (scheme, host, port) and the
 * site's path as a whole-segment prefix (`/shop` covers `/shop/x`, not `/shopping`).
 */
export function isUnderUrl(pageUrl: string, siteUrl: string): boolean {
  const page = parse(pageUrl);
  const site = parse(siteUrl);
  if (!page || !site || page.origin !== site.origin) return false;
  const base = site.pathname.replace(/\/+$/, '');
  return base === '' || page.pathname === base || page.pathname.startsWith(`${base}/`);
}

/**
 * A page's claim to be a site, checked against the account's own list: the id must be one of the
 * account's sites, and the page must be at one of that site's published URLs. The page's own word
 * (its base URL) plays no part.
 */
export function verifyClaim(claimedSiteId: string, pageUrl: string, sites: readonly AccountSite[] | null): SiteVerdict {
  if (sites === null) return { kind: 'unverified' };
  const site = sites.find((s) => s.id === claimedSiteId);
  if (!site) return { kind: 'foreign' };
  if (site.urls.some((u) => isUnderUrl(pageUrl, u))) return { kind: 'verified' };
  return { kind: 'elsewhere', siteName: site.name, urls: site.urls };
}

/** True when one of the site's published addresses is at `origin` (enabling is per origin). */
export function siteHasOrigin(siteId: string, origin: string, sites: readonly AccountSite[] | null): boolean {
  const site = sites?.find((s) => s.id === siteId);
  return !!site && site.urls.some((u) => parse(u)?.origin === origin);
}
