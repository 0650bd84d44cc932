// Contacts search-as-you-type rows of `npm run bench`: the Contacts tab's search box on the large
// seed's biggest site (85 000 contacts), per prefix length 1–10. Each sample types a prefix of a
// real value of the site, taking first names, last names, emails, phones and companies in turn
// (so phone prefixes such as "+1", which match most contacts, are a fifth of the samples), and
// sends what the tab sends on each keystroke: the page (50, createdDate DESC, with total). Query
// Facets can't be narrowed by a search (the provider counts within email subscription filters
// only), so the tab asks for the whole site's counts: one row, the same request whatever is typed.
// `BENCH_DB=<large seeded db> npx tsx bench/contacts-search.ts` runs it alone.
import type { Db } from '../sandbox/db/open.ts';
import { measure, type HttpTarget, type LatencyOutcome } from './latency.ts';
import { contactsSearchFacets, contactsSearchQuery, type BenchRequest } from './scenarios.ts';

export const SEARCH_QUERY_P95_TARGET_MS = 50;
const LENGTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const FIELDS = [
  '$.info.name.first',
  '$.info.name.last',
  '$.info.emails.items[0].email',
  '$.info.phones.items[0].phone',
  '$.info.company',
] as const;

/** Values of the site to take prefixes from, per field (the first 2 000 contacts). */
export function prefixPools(db: Db, siteId: string): string[][] {
  return FIELDS.map((path) =>
    (
      db
        .prepare(`SELECT json_extract(doc, ?) AS v FROM contacts WHERE site_id = ? ORDER BY rowid LIMIT 2000`)
        .all(path, siteId) as { v: unknown }[]
    )
      .map((r) => r.v)
      .filter((v): v is string => typeof v === 'string' && v.length > 0),
  );
}

/** The i-th prefix of `length` letters: fields in turn, values spread over each pool. */
export function prefixOf(pools: readonly string[][], length: number, i: number): string {
  const usable = pools.map((p) => p.filter((v) => v.length >= length)).filter((p) => p.length > 0);
  const pool = usable[i % usable.length]!;
  return pool[(i * 7919) % pool.length]!.slice(0, length);
}

export interface SearchRow {
  name: string;
  outcome: LatencyOutcome;
  /** p95 target, where one is set. */
  targetMs?: number;
  make: (i: number) => BenchRequest;
}

export async function contactsSearchLatency(t: HttpTarget, db: Db, siteId: string): Promise<SearchRow[]> {
  const pools = prefixPools(db, siteId);
  const rows: SearchRow[] = [];
  for (const [kind, request, lengths] of [
    ['query: 50, createdDate DESC', contactsSearchQuery, LENGTHS],
    ['facets: Query Facets, whole site', () => contactsSearchFacets, [1]],
  ] as const) {
    for (const length of lengths) {
      // Prefixes are computed once per case, not per sample.
      const prefixes = Array.from({ length: 40 }, (_, i) => prefixOf(pools, length, i));
      const make = (i: number) => request(prefixes[i % prefixes.length]!);
      const outcome = await measure(t, make, 120, 5_000);
      rows.push({
        name: `(s) contacts search box, ${kind}${lengths.length > 1 ? `, ${length}-letter prefixes` : ''}`,
        outcome,
        make,
        ...(kind.startsWith('query') && { targetMs: SEARCH_QUERY_P95_TARGET_MS }),
      });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startSandbox } = await import('../sandbox/server.ts');
  const dbPath = process.env.BENCH_DB;
  if (!dbPath) throw new Error('BENCH_DB=<a db seeded with --seed-size large> npx tsx bench/contacts-search.ts');
  const sandbox = await startSandbox({ dbPath, port: 0, quiet: true });
  try {
    const sites = (
      (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as {
        sites: { id: string; name: string; apiKey: string }[];
      }
    ).sites;
    const site = sites.find((s) => s.name === 'Bloom & Basket') ?? sites[0]!;
    const target: HttpTarget = { url: sandbox.url, headers: { authorization: site.apiKey, 'wix-site-id': site.id } };
    for (const r of await contactsSearchLatency(target, sandbox.db, site.id)) {
      const s = r.outcome.ok ? r.outcome.summary : undefined;
      console.log(
        `${r.name}: ${s ? `p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms (n=${s.samples})` : r.outcome.ok ? '' : r.outcome.reason}`,
      );
    }
  } finally {
    await sandbox.close();
  }
}
