// Filters against an oracle: 10 000 random queries (fast-check) over members, contacts, reviews
// (as the admin and as a visitor reads them) and media (filters, sort, paging) answered by the sandbox over HTTP and by an in-memory oracle
// over the same rows read back unfiltered (tests/faults/oracle/): identical ids, order and totals.
// 600 contacts and 150 members are written first and 10 media files renamed (oracle/more-rows.ts),
// for long ties, filters matching hundreds of rows and names with capitals outside ASCII.
import { startSandbox } from '../../../sandbox/server.ts';
import { demoSites } from '../../contract/sdk-client.ts';
import type { FaultCase, FaultCaseResult } from '../case.ts';
import { runOracle } from '../oracle/run-oracle.ts';
import { freshFaultSeed } from '../seed.ts';

const TOTAL_QUERIES = 10_000;
const DOMAINS = 5;

async function run(): Promise<FaultCaseResult> {
  const seed = freshFaultSeed('filter oracle');
  const started = performance.now();
  const sandbox = await startSandbox({ port: 0, quiet: true });
  try {
    const site = (await demoSites(sandbox.url))[0]!;
    const tallies = await runOracle(sandbox.url, site, {
      runsPerDomain: TOTAL_QUERIES / DOMAINS,
      seed,
      more: { contacts: 600, members: 150, files: 10 },
    });
    const failures: string[] = [];
    for (const t of tallies) {
      console.log(
        `  ${t.domain}: ${t.rows} rows, ${t.queries} queries, ${t.requests} requests, ${t.nonEmpty} with rows, ${t.mismatches} mismatches, ${t.refused} refused`,
      );
      for (const r of t.refusals) console.log(`    refused: ${r.slice(0, 400)}`);
      if (t.first)
        failures.push(
          `${t.domain}: first mismatch (query ${t.first.index}): ${JSON.stringify(t.first.query)} → ${t.first.mismatch}`,
        );
      if (t.shrunk)
        failures.push(
          `${t.domain}: ${t.mismatches} mismatches; shrunk: ${JSON.stringify(t.shrunk.query)} → ${t.shrunk.mismatch}`,
        );
    }
    const sum = (k: 'queries' | 'mismatches' | 'refused' | 'requests') => tallies.reduce((s, t) => s + t[k], 0);
    return {
      name: 'filter oracle',
      passed: failures.length === 0,
      figures: {
        seed,
        filters: sum('queries'),
        requests: sum('requests'),
        mismatches: sum('mismatches'),
        refused: sum('refused'),
        rows: tallies.map((t) => `${t.domain} ${t.rows}`).join(' / '),
        seconds: Math.round((performance.now() - started) / 100) / 10,
      },
      failures,
    };
  } finally {
    await sandbox.close();
  }
}

export const faultCase: FaultCase = { name: 'filter oracle', run };
