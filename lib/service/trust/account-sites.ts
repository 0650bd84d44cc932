import type { AccountSite } from '../../messaging/site';
import type { SiteClient } from '../../provider/client';
import { listAccountSites } from '../../provider/site-list';
import { publishedSiteUrls } from '../../provider/site-urls';
import { accountSitesItem, connectionItem, type Connection } from '../../storage';

/** Sites are added or moved rarely; a page load must not cost a provider call. */
const FRESH_MS = 10 * 60_000;

/** Reads the account's sites from the provider and keeps them (names and published URLs). */
export async function refreshAccountSites(connection: Connection): Promise<AccountSite[]> {
  const sites = await listAccountSites(connection);
  await accountSitesItem.setValue({ accountId: connection.accountId, sites, fetchedAt: Date.now() });
  return sites;
}

/** The connected account's sites, or null when not connected. Refetched when older than FRESH_MS. */
export async function accountSites(opts: { refresh?: boolean } = {}): Promise<AccountSite[] | null> {
  const [connection, kept] = await Promise.all([connectionItem.getValue(), accountSitesItem.getValue()]);
  if (!connection) return null;
  const fresh = kept && kept.accountId === connection.accountId && Date.now() - kept.fetchedAt < FRESH_MS;
  if (fresh && !opts.refresh) return kept.sites;
  try {
    return await refreshAccountSites(connection);
  } catch (e) {
    // A stale list still protects (it only ever lacks new sites); no list at all is an error.
    if (kept && kept.accountId === connection.accountId && !opts.refresh) return kept.sites;
    throw e;
  }
}

/** The account's sites as last read, without asking the provider (null when none are kept). */
export async function keptAccountSites(): Promise<AccountSite[] | null> {
  const [connection, kept] = await Promise.all([connectionItem.getValue(), accountSitesItem.getValue()]);
  return connection && kept && kept.accountId === connection.accountId ? kept.sites : null;
}

/**
 * Query Sites names only a site's primary address. When a page of a site is at another address (its
 * free Wix address beside a custom domain), the site's full list is read once (Published Site URLs)
 * and kept. Answers whether anything new was learnt.
 */
export async function learnAllUrls(siteId: string, client: () => Promise<SiteClient>): Promise<boolean> {
  const kept = await accountSitesItem.getValue();
  if (!kept || kept.fullUrls?.includes(siteId) || !kept.sites.some((s) => s.id === siteId)) return false;
  const urls = await publishedSiteUrls(await client());
  const sites = kept.sites.map((s) => (s.id === siteId ? { ...s, urls: [...new Set([...s.urls, ...urls])] } : s));
  await accountSitesItem.setValue({ ...kept, sites, fullUrls: [...(kept.fullUrls ?? []), siteId] });
  return true;
}
