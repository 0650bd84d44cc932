// Runs N random queries per domain against a started sandbox and the oracle: the figures, and for
// each domain with mismatches its first one shrunk by fast-check to a small failing query.
import fc from 'fast-check';
import type { DemoSite } from '../../contract/sdk-client.ts';
import { queryArb, type OracleQuery } from './arbitraries.ts';
import { checkQuery } from './check.ts';
import { queryDomains, readAll, type QueryDomain } from './domains.ts';
import type { Doc } from './fields.ts';
import { addRows } from './more-rows.ts';
import { mediaDomain, mediaQueryArb, readAllMedia } from './media.ts';

export interface DomainTally {
  domain: string;
  rows: number;
  queries: number;
  requests: number;
  mismatches: number;
  refused: number;
  /** Queries the oracle matched at least one row for (the rest test "nothing"). */
  nonEmpty: number;
  /** The first mismatch as it happened: its place in the run, the query, what differed. */
  first?: { index: number; query: OracleQuery; mismatch: string };
  /** The first mismatch, shrunk: the query and what differed. */
  shrunk?: { query: OracleQuery; mismatch: string };
  /** A few refusals, to tell a too-strict oracle from a sandbox bug. */
  refusals: string[];
}

async function runDomain(d: QueryDomain, rows: Doc[], runs: number, seed: number): Promise<DomainTally> {
  const arb = d.name === 'media' ? mediaQueryArb(rows) : queryArb(d.fields, rows, d);
  const tally: DomainTally = {
    domain: d.name,
    rows: rows.length,
    queries: 0,
    requests: 0,
    mismatches: 0,
    refused: 0,
    nonEmpty: 0,
    refusals: [],
  };
  let firstFailing: OracleQuery | undefined;
  for (const q of fc.sample(arb, { seed, numRuns: runs })) {
    const o = await checkQuery(d, rows, q);
    tally.queries++;
    tally.requests += o.requests;
    if (o.matched > 0) tally.nonEmpty++;
    if (o.refused) {
      tally.refused++;
      if (tally.refusals.length < 3) tally.refusals.push(`${JSON.stringify(q)} → ${o.refused}`);
    }
    if (o.mismatch) {
      tally.mismatches++;
      firstFailing ??= q;
      tally.first ??= { index: tally.queries - 1, query: q, mismatch: o.mismatch };
    }
  }
  if (firstFailing) {
    // Shrink from the same seed: fast-check finds the first failing query again and makes it small.
    const r = await fc.check(
      fc.asyncProperty(arb, async (q) => (await checkQuery(d, rows, q)).mismatch === null),
      { seed, numRuns: runs, endOnFailure: false },
    );
    const query = (r.counterexample?.[0] as OracleQuery | undefined) ?? firstFailing;
    tally.shrunk = { query, mismatch: (await checkQuery(d, rows, query)).mismatch ?? 'flaky' };
  }
  return tally;
}

export async function runOracle(
  sandboxUrl: string,
  site: DemoSite,
  opts: {
    runsPerDomain: number;
    seed: number;
    only?: string;
    more?: { contacts: number; members: number; files: number };
  },
): Promise<DomainTally[]> {
  if (opts.more) await addRows(sandboxUrl, site, { ...opts.more, seed: opts.seed });
  const out: DomainTally[] = [];
  for (const d of [...queryDomains(sandboxUrl, site), mediaDomain(sandboxUrl, site)]) {
    if (opts.only && d.name !== opts.only) continue;
    // The oracle reads every row (public reviews: the admin's read, private ones included).
    const reader = d.name === 'public reviews' ? queryDomains(sandboxUrl, site).find((x) => x.name === 'reviews')! : d;
    const rows = d.name === 'media' ? await readAllMedia(d) : await readAll(reader);
    out.push(await runDomain(d, rows, opts.runsPerDomain, opts.seed));
  }
  return out;
}
