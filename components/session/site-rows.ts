import type { AccountSite } from '@/lib/messaging/site';

// The site picker's rows: each connected account's name, then its sites, by name; once something is
// typed, the sites that match it (by name or address), the best match first. Pure, and cheap at
// 1 000 sites: the sites are sorted and their search text built once per list (`indexSites`), and a
// query puts each match in one of a few buckets by how well it matches (no sort per key).

export interface IndexedSite {
  site: AccountSite;
  /** The first address without its scheme, as shown under the name. */
  host: string;
  /** The name, lower-cased. */
  name: string;
  /** The words of the name, lower-cased (a query word matching the start of one ranks higher). */
  nameWords: string[];
  /** Name and addresses, lower-cased: what a query is looked for in. */
  haystack: string;
}

export type SiteRow =
  | { kind: 'account'; accountId: string; name: string; sites: number }
  | { kind: 'site'; site: AccountSite; host: string };

const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

// Sorting 1 000 names by the locale's rules takes a few tens of ms: done once per list of sites (the
// query's array stays the same while the list does), not each time the picker opens.
const indexCache = new WeakMap<readonly AccountSite[], { locale: string | undefined; sites: IndexedSite[] }>();

/** The sites by name (in `locale`'s order, numbers as numbers), each with its search text. */
export function indexSites(sites: readonly AccountSite[], locale?: string): IndexedSite[] {
  const kept = indexCache.get(sites);
  if (kept && kept.locale === locale) return kept.sites;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const byName = [...sites]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((site) => {
      const name = site.name.toLocaleLowerCase();
      return {
        site,
        host: site.urls[0] ? bare(site.urls[0]) : '',
        name,
        nameWords: name.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
        haystack: [name, ...site.urls.map(bare)].join('\n').toLocaleLowerCase(),
      };
    });
  indexCache.set(sites, { locale, sites: byName });
  return byName;
}

/** How well a site matches the query, best first; null: it does not (a word typed is in neither name nor address). */
const RANKS = 5;
function rank(s: IndexedSite, query: string, words: readonly string[]): number | null {
  if (!words.every((w) => s.haystack.includes(w))) return null;
  if (s.name === query) return 0;
  if (s.name.startsWith(query)) return 1;
  if (words.every((w) => s.nameWords.some((n) => n.startsWith(w)))) return 2;
  if (words.every((w) => s.name.includes(w))) return 3;
  return 4; // found in an address
}

/** The sites matching `query`, best match first, by name within a kind of match. */
function matching(indexed: readonly IndexedSite[], query: string): Array<{ s: IndexedSite; rank: number }> {
  const q = query.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
  const words = q.split(' ').filter(Boolean);
  if (words.length === 0) return indexed.map((s) => ({ s, rank: 0 }));
  const buckets: Array<Array<{ s: IndexedSite; rank: number }>> = Array.from({ length: RANKS }, () => []);
  for (const s of indexed) {
    const r = rank(s, q, words);
    if (r !== null) buckets[r]!.push({ s, rank: r });
  }
  return buckets.flat();
}

/**
 * The rows for `query`: the sites whose name or address holds every word typed, best match first
 * (the name itself, then a name starting so, then names with words starting so, then names holding
 * it, then addresses), grouped under their account; the account with the best match comes first
 * (else the accounts' order), an account with no match is left out. With one account, no account rows.
 */
export function siteRows(
  indexed: readonly IndexedSite[],
  accounts: ReadonlyArray<{ accountId: string; name: string }>,
  query: string,
): SiteRow[] {
  const matches = matching(indexed, query);
  if (accounts.length < 2) return matches.map(({ s }) => ({ kind: 'site', site: s.site, host: s.host }));
  // Matches come best first, so an account's first match is its best, and the order in which
  // accounts are first met is the order of their best matches (ties: the accounts' own order).
  const byAccount = new Map<string, IndexedSite[]>();
  const order = new Map(accounts.map((a, i) => [a.accountId, i]));
  const best = new Map<string, number>();
  for (const { s, rank: r } of matches) {
    const own = byAccount.get(s.site.accountId);
    if (own) own.push(s);
    else {
      byAccount.set(s.site.accountId, [s]);
      best.set(s.site.accountId, r);
    }
  }
  const shown = accounts
    .filter((a) => byAccount.has(a.accountId))
    .sort(
      (a, b) => best.get(a.accountId)! - best.get(b.accountId)! || order.get(a.accountId)! - order.get(b.accountId)!,
    );
  const rows: SiteRow[] = [];
  for (const a of shown) {
    const own = byAccount.get(a.accountId)!;
    rows.push({ kind: 'account', accountId: a.accountId, name: a.name, sites: own.length });
    for (const s of own) rows.push({ kind: 'site', site: s.site, host: s.host });
  }
  return rows;
}
