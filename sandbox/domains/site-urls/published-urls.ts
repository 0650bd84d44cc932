// A site's published URLs (Published Site URLs API, @wix/urls `site.listPublishedSiteUrls`):
// every demo site is live at `{origin}/sites/{slug}` (FREE, like a wixsite.com address); a site
// with a connected custom domain is also live at `http://{domain}:{port}` (PREMIUM, primary).
// The origin is the one the request came in on, so the URLs point back to this sandbox.
import type { SiteRow } from '../sites/store.ts';
import type { SiteProfile } from '../sites/profiles.ts';

export type UrlType = 'FREE' | 'PREMIUM';

export interface PublishedUrl {
  urlType: UrlType;
  primary: boolean;
  url: string;
}

/** `{origin}/sites/{slug}`, origin from the request (scheme, host, port). */
export const freeUrl = (origin: string, slug: string): string => `${origin}/sites/${slug}`;

/** `http://{domain}:{port}`, the port taken from the origin the request came in on. */
export function customDomainUrl(origin: string, domain: string): string {
  const o = new URL(origin);
  return `${o.protocol}//${domain}${o.port ? `:${o.port}` : ''}`;
}

export function publishedUrls(origin: string, site: Pick<SiteRow, 'slug'>, profile: SiteProfile): PublishedUrl[] {
  if (!profile.published) return [];
  const free: PublishedUrl = {
    urlType: 'FREE',
    primary: profile.customDomain === null,
    url: freeUrl(origin, site.slug),
  };
  if (profile.customDomain === null) return [free];
  return [{ urlType: 'PREMIUM', primary: true, url: customDomainUrl(origin, profile.customDomain) }, free];
}

/** The primary URL (Query Sites' `viewUrl`): "" when unpublished. */
export const primaryUrl = (urls: readonly PublishedUrl[]): string => urls.find((u) => u.primary)?.url ?? '';
