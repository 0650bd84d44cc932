// The agency seed: how long `seedAll(db, 'agency')` takes (1 000 light sites besides the
// demo ones, into a fresh file db), and how long listing every site of every account takes with
// Query Sites over HTTP, 100 a page (the most the provider gives) until no next cursor, as the
// extension's site picker would. `npm run bench` forks it (its own heap); `npx tsx bench/agency.ts`
// runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../sandbox/db/open.ts';
import { seedAll } from '../sandbox/seed/load.ts';
import { startSandbox } from '../sandbox/server.ts';
import { summarize, type LatencySummary } from './stats.ts';

export interface AgencyReport {
  seedMs: number;
  sites: number;
  accounts: number;
  /** Query Sites calls one full listing takes. */
  calls: number;
  listAll: LatencySummary;
}

interface Site {
  id: string;
  accountId: string;
  apiKey: string;
}

/** Every site of one account, page after page; returns [sites listed, calls made]. */
async function listAccount(url: string, site: Site): Promise<[number, number]> {
  let listed = 0;
  let calls = 0;
  let cursorPaging: { limit: number; cursor?: string } = { limit: 100 };
  for (;;) {
    const res = await fetch(`${url}/site-list/v2/sites/query`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-account-id': site.accountId, 'content-type': 'application/json' },
      body: JSON.stringify({ query: { cursorPaging } }),
    });
    calls++;
    if (res.status !== 200) throw new Error(`Query Sites answered ${res.status}`);
    const page = (await res.json()) as { sites: unknown[]; metadata: { cursors: { next?: string } } };
    listed += page.sites.length;
    const next = page.metadata.cursors.next;
    if (!next) return [listed, calls];
    cursorPaging = { limit: 100, cursor: next };
  }
}

export async function benchAgency(runs = 20): Promise<AgencyReport> {
  const dir = mkdtempSync(join(tmpdir(), 'sitekeeper-agency-'));
  try {
    const dbPath = join(dir, 'agency.db');
    const db = openDatabase(dbPath);
    const started = performance.now();
    seedAll(db, 'agency');
    const seedMs = performance.now() - started;
    db.close();
    const sandbox = await startSandbox({ dbPath, port: 0, quiet: true, rateLimit: null });
    try {
      const all = ((await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as { sites: Site[] }).sites;
      const accounts = new Set<string>();
      const firstOfAccount = all.filter((s) => !accounts.has(s.accountId) && accounts.add(s.accountId));
      const listOnce = async (): Promise<[number, number]> => {
        let listed = 0;
        let calls = 0;
        for (const site of firstOfAccount) {
          const [n, c] = await listAccount(sandbox.url, site);
          listed += n;
          calls += c;
        }
        return [listed, calls];
      };
      const [listed, calls] = await listOnce(); // warm-up, and the counts
      if (listed !== all.length) throw new Error(`Query Sites listed ${listed} of ${all.length} sites`);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await listOnce();
        times.push(performance.now() - t);
      }
      return { seedMs, sites: all.length, accounts: firstOfAccount.length, calls, listAll: summarize(times) };
    } finally {
      await sandbox.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.send) {
  const report = await benchAgency();
  process.send(report, () => process.exit(0));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchAgency();
  console.log(`seed agency: ${(r.seedMs / 1000).toFixed(1)} s (${r.sites} sites, ${r.accounts} accounts)`);
  const s = r.listAll;
  console.log(
    `Query Sites, all ${r.sites} sites paged (${r.calls} calls): p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (n=${s.samples})`,
  );
}
