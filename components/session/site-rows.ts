import type { AccountSite } from '@/lib/messaging/site';

// The site picker's rows: each connected account's name, then its sites that match what was typed
// (by name or address). Pure, and cheap at 1 000 sites: the search text of each site is built once
// per list (`indexSites`), filtering is one substring test per site.

export interface IndexedSite {
  site: AccountSite;
  /** The first address without its scheme, as shown under the name. */
  host: string;
  /** Name and addresses, lower-cased: what a query is looked for in. */
  haystack: string;
}

export type SiteRow =
  | { kind: 'account'; accountId: string; name: string; sites: number }
  | { kind: 'site'; site: AccountSite; host: string };

const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

export function indexSites(sites: readonly AccountSite[]): IndexedSite[] {
  return sites.map((site) => ({
    site,
    host: site.urls[0] ? bare(site.urls[0]) : '',
    haystack: [site.name, ...site.urls.map(bare)].join('\n').toLocaleLowerCase(),
  }));
}

/**
 * The rows for `query`: sites whose name or address holds every word typed, grouped under their
 * account (in the accounts' order; an account with no match is left out). With one account, no
 * account rows.
 */
export function siteRows(
  indexed: readonly IndexedSite[],
  accounts: ReadonlyArray<{ accountId: string; name: string }>,
  query: string,
): SiteRow[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length === 0 ? indexed : indexed.filter((s) => words.every((w) => s.haystack.includes(w)));
  if (accounts.length < 2) return matches.map((s) => ({ kind: 'site', site: s.site, host: s.host }));
  const byAccount = new Map<string, IndexedSite[]>();
  for (const s of matches) {
    const own = byAccount.get(s.site.accountId);
    if (own) own.push(s);
    else byAccount.set(s.site.accountId, [s]);
  }
  const rows: SiteRow[] = [];
  for (const a of accounts) {
    const own = byAccount.get(a.accountId);
    if (!own) continue;
    rows.push({ kind: 'account', accountId: a.accountId, name: a.name, sites: own.length });
    for (const s of own) rows.push({ kind: 'site', site: s.site, host: s.host });
  }
  return rows;
}
