import type { SiteClient } from './client';

/**
 * Every address a site is published at (its custom domain and its free Wix address), with the
 * Published Site URLs call (`@wix/urls`). Without filters the provider answers the primary URL only.
 */
export async function publishedSiteUrls(client: SiteClient): Promise<string[]> {
  const { urls } = await client.siteUrls.listPublishedSiteUrls({ filters: { primary: false } });
  return (urls ?? []).map((u) => u.url).filter((u): u is string => typeof u === 'string' && u !== '');
}
