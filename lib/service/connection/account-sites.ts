import type { AccountSite } from '../../messaging/site';
import type { SiteClient } from '../../provider/client';
import { listAccountSites } from '../../provider/site-list';
import { publishedSiteUrls } from '../../provider/site-urls';
import { accountSitesItem, type AccountSites, type Connection } from '../../storage';
import { storedConnections } from './connections';

/** Sites are added or moved rarely; a page load must not cost a provider call. */
const FRESH_MS = 10 * 60_000;

/** Reads one account's sites from the provider and keeps them (names and published URLs). */
export async function refreshAccountSites(connection: Connection): Promise<AccountSite[]> {
  const sites = await listAccountSites(connection);
  const kept = await accountSitesItem.getValue();
  await accountSitesItem.setValue({
    ...kept,
    [connection.accountId]: { accountId: connection.accountId, sites, fetchedAt: Date.now() },
  });
  return sites;
}

/** One account's sites: kept when fresh, else read again (a stale list stands in when the read fails). */
async function sitesOf(
  connection: Connection,
  kept: AccountSites | undefined,
  refresh: boolean,
): Promise<AccountSite[]> {
  if (kept && !refresh && Date.now() - kept.fetchedAt < FRESH_MS) return kept.sites;
  try {
    return await refreshAccountSites(connection);
  } catch (e) {
    // A stale list still protects (it only ever lacks new sites); no list at all is an error.
    if (kept && !refresh) return kept.sites;
    throw e;
  }
}

/**
 * Every connected account's sites, in the order the accounts were connected, or null when none is
 * connected. Each account's list is refetched when older than FRESH_MS.
 */
export async function accountSites(opts: { refresh?: boolean } = {}): Promise<AccountSite[] | null> {
  const [connections, kept] = await Promise.all([storedConnections(), accountSitesItem.getValue()]);
  if (connections.length === 0) return null;
  const lists = await Promise.all(connections.map((c) => sitesOf(c, kept[c.accountId], opts.refresh === true)));
  return lists.flat();
}

/** The connected accounts' sites as last read, without asking the provider (null when none are kept). */
export async function keptAccountSites(): Promise<AccountSite[] | null> {
  const [connections, kept] = await Promise.all([storedConnections(), accountSitesItem.getValue()]);
  const lists = connections.flatMap((c) => (kept[c.accountId] ? [kept[c.accountId]!.sites] : []));
  return lists.length > 0 ? lists.flat() : null;
}

/** Forgets the kept sites of accounts no longer connected. */
export async function dropAccountSites(keepAccountIds: readonly string[]): Promise<void> {
  const kept = await accountSitesItem.getValue();
  await accountSitesItem.setValue(
    Object.fromEntries(Object.entries(kept).filter(([accountId]) => keepAccountIds.includes(accountId))),
  );
}

/**
 * Query Sites names only a site's primary address. When a page of a site is at another address (its
 * free Wix address beside a custom domain), the site's full list is read once (Published Site URLs)
 * and kept. Answers whether anything new was learnt.
 */
export async function learnAllUrls(siteId: string, client: () => Promise<SiteClient>): Promise<boolean> {
  const kept = await accountSitesItem.getValue();
  const account = Object.values(kept).find((a) => a.sites.some((s) => s.id === siteId));
  if (!account || account.fullUrls?.includes(siteId)) return false;
  const urls = await publishedSiteUrls(await client());
  const sites = account.sites.map((s) => (s.id === siteId ? { ...s, urls: [...new Set([...s.urls, ...urls])] } : s));
  const latest = await accountSitesItem.getValue();
  await accountSitesItem.setValue({
    ...latest,
    [account.accountId]: { ...account, sites, fullUrls: [...(account.fullUrls ?? []), siteId] },
  });
  return true;
}
