// npm run bench: seeds the large data set into a fresh file db, starts the sandbox in this process,
// measures query latency over HTTP and throughput from a second process, prints one table, and
// explains (EXPLAIN QUERY PLAN) every query that misses its target.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/server.ts';
import { DEV_EXTENSION_ID } from '../scripts/dev-extension-key.ts';
import { explainRequest } from './explain.ts';
import { forkOnce } from './fork-once.ts';
import { measure, probe, send, type HttpTarget, type LatencyOutcome } from './latency.ts';
import type { LoadJob, LoadResult } from './load-worker.ts';
import {
  contactsFilterQuery,
  contactsQuery,
  getsWorkload,
  memberGet,
  membersQuery,
  mixedWorkload,
  reviewsFirstPage,
  reviewsNextPage,
  type BenchRequest,
} from './scenarios.ts';
import type { SeedReport } from './seed-worker.ts';
import type { AgencyReport } from './agency.ts';
import { agencyPanelRows, type AgencyPanelReport } from './agency-panel.ts';
import { measureSmallReset } from './reset-timing.ts';
import { benchContactsPanel } from './contacts-panel.ts';
import { contactsSearchLatency } from './contacts-search.ts';
import { benchMembersPanel, EXPORT_MEMBERS, type ExportRun } from './members-panel.ts';
import { mb, ms } from './stats.ts';
import { median, mediaLatency, uploadThroughput } from './media.ts';
import { framesSummary, measurePanel, summary } from './media-panel.ts';
import { CITIES } from '../sandbox/seed/word-lists.ts';
import { failure } from './bounded-wait.ts';
import { CALLS_HEADER, callsRows, type CallsRow } from './calls.ts';
import { paceRows, type PaceReport } from './pace.ts';

const P95_TARGET_MS = 20;
const GETS_TARGET_RPS = 1000;
const LOAD_SECONDS = 5;
const CONCURRENCY = 16;
const LAST_NAME_PREFIXES = ['Ga', 'Sm', 'Ng', 'Ok', 'Mü', 'Ro', 'Ko', 'Ta', 'Pa', 'Si', 'Jo', 'Du', 'Ha', 'Ki', 'Me'];

const benchStarted = performance.now();
// BENCH_DB=<file> keeps a seeded db between runs (seeded once if missing), for iterating on queries.
const keptDb = process.env.BENCH_DB;
const dir = mkdtempSync(join(tmpdir(), 'sitekeeper-bench-'));
const dbPath = keptDb ?? join(dir, 'bench.db');
const lines: string[] = [];
const row = (...cells: string[]): void => {
  lines.push(`| ${cells.join(' | ')} |`);
};

try {
  const reset = measureSmallReset();
  console.log('Seeding the agency data set and listing its sites (separate process)…');
  const agency = await forkOnce<AgencyReport>('./agency.ts', [], undefined, 170_000).catch(
    (e: unknown) => `n/a (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
  );
  console.log(
    'The agency seed in the built extension: every account connected, the site picker, the all-sites inbox (separate process; the inbox takes minutes)…',
  );
  const agencyPanel = await forkOnce<AgencyPanelReport>('./agency-panel.ts', [], undefined, 30 * 60_000).catch(
    (e: unknown) => `n/a (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
  );
  console.log('Seeding the large data set (separate process)…');
  const seed: SeedReport =
    keptDb && existsSync(keptDb)
      ? { generateMs: Number.NaN, seedAllMs: Number.NaN, dbBytes: statSync(keptDb).size }
      : await forkOnce<SeedReport>('./seed-worker.ts', [dbPath], undefined, 170_000);
  // The panel benches' browser loads the `sandbox` build, whose fixed id may use /_sandbox.
  const sandbox = await startSandbox({ dbPath, port: 0, quiet: true, allowExtensions: [DEV_EXTENSION_ID] });
  try {
    const sites = (
      (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as {
        sites: { id: string; name: string; apiKey: string; liveUrl: string }[];
      }
    ).sites;
    const site = sites.find((s) => s.name === 'Bloom & Basket') ?? sites[0]!;
    const target: HttpTarget = { url: sandbox.url, headers: { authorization: site.apiKey, 'wix-site-id': site.id } };
    const ids = (table: string): string[] =>
      (
        sandbox.db.prepare(`SELECT id FROM ${table} WHERE site_id = ? ORDER BY id LIMIT 1000`).all(site.id) as {
          id: string;
        }[]
      ).map((r) => r.id);
    const memberIds = ids('members');
    const reviewIds = ids('reviews');
    const counts = (table: string): number =>
      (sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    // As seeded: the members bench later tops the busiest site up to 20 000 members.
    const seeded = `${counts('contacts')} contacts, ${counts('members')} members, ${counts('reviews')} reviews, ${counts('media_files')} files`;

    // Cursors for page 2 and page 20 of the moderation queue.
    const cursorAfter = async (pages: number): Promise<string | undefined> => {
      let req: BenchRequest = reviewsFirstPage;
      let cursor: string | undefined;
      for (let p = 0; p < pages; p++) {
        const body = (await (await send(target, req)).json()) as { metadata?: { cursors?: { next?: string } } };
        cursor = body.metadata?.cursors?.next;
        if (!cursor) return undefined;
        req = reviewsNextPage(cursor);
      }
      return cursor;
    };
    const page2 = await cursorAfter(1);
    const page20 = await cursorAfter(19);

    console.log('Measuring latency…');
    // Seeded values of site 1 for the array-field filters: phone numbers and 3-letter email prefixes.
    const sample = (path: string, field: string): string[] =>
      (
        sandbox.db
          .prepare(
            `SELECT json_extract(j.value, '$.${field}') AS v FROM contacts c, json_each(c.doc, '$.${path}') j WHERE c.site_id = ? ORDER BY c.rowid LIMIT 500`,
          )
          .all(site.id) as { v: string }[]
      )
        .map((r) => r.v)
        .filter((v) => typeof v === 'string');
    const phones = sample('info.phones.items', 'phone');
    const emailPrefixes = [...new Set(sample('info.emails.items', 'email').map((e) => e.slice(0, 3)))];
    const cities = CITIES.map((c) => c.city);
    const pick = (list: readonly string[], i: number): string => list[(i * 7) % list.length] ?? 'none';
    const arrayFilters: [string, (i: number) => Record<string, unknown>][] = [
      ['labelKeys $hasSome custom.vip', () => ({ 'info.labelKeys': { $hasSome: ['custom.vip'] } })],
      ['addresses.city = <city>', (i) => ({ 'info.addresses.city': pick(cities, i) })],
      ['phones.phone = <phone>', (i) => ({ 'info.phones.phone': pick(phones, i) })],
      [
        'emails.email $startsWith <3 letters>',
        (i) => ({ 'info.emails.email': { $startsWith: pick(emailPrefixes, i) } }),
      ],
    ];
    const cases: [string, (i: number) => BenchRequest][] = [
      [
        '(a) contacts query: last $startsWith, sort lastActivity DESC, 50',
        (i) => contactsQuery(LAST_NAME_PREFIXES[i % LAST_NAME_PREFIXES.length]!),
      ],
      ...arrayFilters.flatMap(([label, filter]): [string, (i: number) => BenchRequest][] => [
        [`(a') contacts query: ${label}, default sort, 50`, (i) => contactsFilterQuery(filter(i), 'default')],
        [
          `(a') contacts query: ${label}, sort lastActivity DESC, 50`,
          (i) => contactsFilterQuery(filter(i), 'activity'),
        ],
      ]),
      ['(b) reviews query, first page (pending, createdDate DESC, 50)', () => reviewsFirstPage],
      ['(b) reviews query, next page (cursor of page 2)', () => (page2 ? reviewsNextPage(page2) : reviewsFirstPage)],
      ['(b) reviews query, page 20 (cursor)', () => (page20 ? reviewsNextPage(page20) : reviewsFirstPage)],
      ['(c) member get (FULL)', (i) => memberGet(memberIds[(i * 37) % memberIds.length]!)],
      ['members query: APPROVED, sort nickname, 50', () => membersQuery],
    ];
    const results: [string, LatencyOutcome, (i: number) => BenchRequest][] = [];
    for (const [name, make] of cases) {
      const started = performance.now();
      const outcome = await measure(target, make);
      console.log(
        `  ${name}: ${outcome.ok ? `p95 ${ms(outcome.summary.p95)}` : outcome.reason} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      results.push([name, outcome, make]);
    }
    console.log('Contacts search box, prefixes of 1 to 10 letters (page and facets)…');
    const search = await contactsSearchLatency(target, sandbox.db, site.id);
    const media = await mediaLatency(target);
    console.log('Uploading to the sandbox over loopback…');
    const uploads = await uploadThroughput(target);

    console.log(`Load from a second process: ${CONCURRENCY} keep-alive connections, ${LOAD_SECONDS} s per scenario…`);
    const contactsRouteThere = (await probe(target, contactsQuery('Ga'))) === undefined;
    const load = (requests: BenchRequest[]): Promise<LoadResult> =>
      forkOnce<LoadResult>(
        './load-worker.ts',
        [],
        {
          url: sandbox.url,
          headers: target.headers,
          requests,
          concurrency: CONCURRENCY,
          durationMs: LOAD_SECONDS * 1000,
        } satisfies LoadJob,
        30_000,
      );
    const gets = await load(getsWorkload({ memberIds, reviewIds }));
    const mixed = await load(mixedWorkload({ memberIds, reviewIds }, contactsRouteThere));
    const mem = process.memoryUsage();
    console.log('Typing names into the Contacts tab of the built extension (headless Chromium)…');
    const contactsPanel = await benchContactsPanel(sandbox.url, sandbox.db, site).catch(
      (e: unknown) => `n/a (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
    );
    console.log(
      `The Members tab of the built extension: first page, filtered page, CSV export of ${EXPORT_MEMBERS} members (headless Chromium)…`,
    );
    const membersPanel = await benchMembersPanel(sandbox.url, sandbox.db, site).catch(
      (e: unknown) => `n/a (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
    );
    console.log('Measuring the Media tab in the built extension (headless Chromium)…');
    const panel = await measurePanel().catch(
      (e: unknown) => `n/a (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
    );

    row('measure', 'p50', 'p95', 'p99', 'target', 'met');
    row('---', '---', '---', '---', '---', '---');
    row(
      `seed large (${seeded}; db ${mb(seed.dbBytes)})`,
      ...(Number.isNaN(seed.seedAllMs)
        ? ['(kept BENCH_DB)', '', '', '< 60 s', '—']
        : [
            `generate ${(seed.generateMs / 1000).toFixed(1)} s`,
            `generate+insert+ANALYZE ${(seed.seedAllMs / 1000).toFixed(1)} s`,
            '',
            '< 60 s',
            seed.seedAllMs < 60_000 ? 'yes' : 'NO',
          ]),
    );
    row(
      `resetSite(site 1), small seed, in-memory db (n=${reset.samples})`,
      ms(reset.p50),
      ms(reset.p95),
      ms(reset.p99),
      '< 1000 ms',
      reset.p95 < 1000 ? 'yes' : 'NO',
    );
    if (typeof agency === 'string') row('seed agency; Query Sites, every site paged', agency, '', '', '—', '—');
    else {
      row(
        `seed agency (${agency.sites} sites in ${agency.accounts} accounts; generate+insert+ANALYZE, file db)`,
        `${(agency.seedMs / 1000).toFixed(1)} s`,
        '',
        '',
        '< 60 s',
        agency.seedMs < 60_000 ? 'yes' : 'NO',
      );
      const s = agency.listAll;
      row(
        `Query Sites, all ${agency.sites} sites of the ${agency.accounts} accounts paged, 100 a page (${agency.calls} calls; n=${s.samples})`,
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        '—',
        '—',
      );
    }
    if (typeof agencyPanel === 'string')
      row('(ag) agency panel: site picker, all-sites inbox', agencyPanel, '', '', '—', '—');
    else for (const cells of agencyPanelRows(agencyPanel)) row(...cells);
    const misses: [string, (i: number) => BenchRequest, number][] = [];
    for (const [name, outcome, make] of results) {
      if (!outcome.ok) {
        row(name, outcome.reason, '', '', `p95 < ${P95_TARGET_MS} ms`, '—');
        continue;
      }
      const s = outcome.summary;
      const met = s.p95 < P95_TARGET_MS;
      if (!met) misses.push([name, make, P95_TARGET_MS]);
      row(`${name} (n=${s.samples})`, ms(s.p50), ms(s.p95), ms(s.p99), `p95 < ${P95_TARGET_MS} ms`, met ? 'yes' : 'NO');
    }
    for (const { name, outcome, targetMs, make } of search) {
      if (!outcome.ok) {
        row(name, outcome.reason, '', '', targetMs ? `p95 < ${targetMs} ms` : '—', '—');
        continue;
      }
      const s = outcome.summary;
      const met = targetMs === undefined ? undefined : s.p95 < targetMs;
      if (met === false) misses.push([name, make, targetMs!]);
      row(
        `${name} (n=${s.samples})`,
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        targetMs ? `p95 < ${targetMs} ms` : '—',
        met === undefined ? '—' : met ? 'yes' : 'NO',
      );
    }
    for (const [name, outcome] of media) {
      row(
        outcome.ok ? `${name} (n=${outcome.summary.samples})` : name,
        ...(outcome.ok
          ? [ms(outcome.summary.p50), ms(outcome.summary.p95), ms(outcome.summary.p99)]
          : [outcome.reason, '', '']),
        `p95 < ${P95_TARGET_MS} ms`,
        outcome.ok ? (outcome.summary.p95 < P95_TARGET_MS ? 'yes' : 'NO') : '—',
      );
    }
    row(
      '(m) upload 8 MB, generate URL + PUT, loopback (median of 3)',
      `${median(uploads.put).toFixed(0)} MB/s`,
      '',
      '',
      '—',
      '—',
    );
    row(
      '(m) upload 32 MB, TUS 4 MB chunks + finalize, loopback (median of 3)',
      `${median(uploads.tus).toFixed(0)} MB/s`,
      '',
      '',
      '—',
      '—',
    );
    if (typeof panel === 'string') {
      row('(m) panel: Media tab → grid drawn / search → results drawn / scroll 2 000', panel, '', '', '< 300 ms', '—');
    } else {
      const worst = (xs: number[]) => Math.max(...xs);
      row(
        '(m) panel: Media tab clicked → first 30 thumbnails drawn, 5 000 files',
        summary(panel.gridDrawnMs),
        '',
        '',
        '< 300 ms',
        worst(panel.gridDrawnMs) < 300 ? 'yes' : 'NO',
      );
      row(
        '(m) panel: search typed + Enter → results drawn, 5 000 files',
        summary(panel.searchDrawnMs),
        '',
        '',
        '< 300 ms',
        worst(panel.searchDrawnMs) < 300 ? 'yes' : 'NO',
      );
      const s = panel.scroll;
      row(
        `(m) panel: scroll through ${s.loaded} results (infinite scroll; software raster, --disable-gpu)`,
        framesSummary(s),
        `longest run ${s.longestRun}`,
        `worst ${s.worstMs.toFixed(0)} ms`,
        'none sustained',
        s.longestRun < 3 ? 'yes' : 'NO',
      );
      row(
        "(m) panel: idle 2 s before scrolling (the machine's own cost)",
        framesSummary(panel.idle),
        `longest run ${panel.idle.longestRun}`,
        `worst ${panel.idle.worstMs.toFixed(0)} ms`,
        '—',
        '—',
      );
    }
    if (typeof contactsPanel === 'string') {
      row('(c) panel: contacts search as you type', contactsPanel, '', '', '< 150 ms after the debounce', '—');
    } else {
      const c = contactsPanel;
      const worst = Math.max(...c.drawnAfterDebounceMs);
      row(
        `(c) panel: name typed (${c.letters.join('/')} letters, 70 ms a key) → list drawn, ${c.contacts} contacts; debounce ${c.debounceMs} ms not counted`,
        summary(c.drawnAfterDebounceMs),
        '',
        '',
        '< 150 ms after the debounce',
        worst < 150 ? 'yes' : 'NO',
      );
      row(
        '(c) panel: provider calls per name typed (page + facets)',
        c.callsPerName.join(', '),
        '',
        '',
        'a handful, never one per key',
        c.callsPerName.every((n) => n <= 4) ? 'yes' : 'NO',
      );
    }
    const rps = (r: LoadResult): number => (r.completed / r.elapsedMs) * 1000;
    const failures = (r: LoadResult): string =>
      r.non200 + r.errors > 0 ? ` (${r.non200} non-200, ${r.errors} errors; first: ${r.firstFailure})` : '';
    row(
      `gets/s: member + review by id, ${CONCURRENCY} conns, ${LOAD_SECONDS} s${failures(gets)}`,
      `${rps(gets).toFixed(0)} req/s`,
      '',
      '',
      `≥ ${GETS_TARGET_RPS} req/s`,
      rps(gets) >= GETS_TARGET_RPS ? 'yes' : 'NO',
    );
    row(
      `mixed reads/s: 70% gets, 30% pages${contactsRouteThere ? '' : ' (no contacts: route missing)'}${failures(mixed)}`,
      `${rps(mixed).toFixed(0)} req/s`,
      '',
      '',
      '—',
      '—',
    );
    const pct = (xs: number[], p: number): number =>
      [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
    if (typeof membersPanel === 'string') {
      row(
        '(mb) panel: Members tab first page / filtered page / CSV export',
        membersPanel,
        '',
        '',
        '< 300 ms; flat memory',
        '—',
      );
    } else {
      const m = membersPanel;
      const timed = (name: string, xs: number[], target?: number): void =>
        row(
          `${name} (n=${xs.length})`,
          ms(pct(xs, 50)),
          ms(pct(xs, 95)),
          `max ${ms(Math.max(...xs))}`,
          target ? `p95 < ${target} ms` : '—',
          target ? (pct(xs, 95) < target ? 'yes' : 'NO') : '—',
        );
      timed(`(mb) panel: opened on the Members tab → first 50 rows drawn, ${m.members} members`, m.firstPageMs, 300);
      timed(
        "(mb) panel: … of which: opened → Members tab on screen, list loading (the panel's own start)",
        m.tabShownMs,
      );
      timed(
        '(mb) panel: filter set (approved, not private, nickname prefix; sort nickname) → 50 rows drawn',
        m.filteredPageMs,
        300,
      );
      const growth = (e: ExportRun): number => e.heapPeakMb - e.heapBeforeMb;
      const [few, all] = [m.exports[0]!, m.exports[m.exports.length - 1]!];
      for (const e of m.exports) {
        const flat = e === all ? (growth(all) <= growth(few) + 2 ? 'yes' : 'NO') : '—';
        row(
          `(mb) panel: CSV export of ${e.members} members, Export clicked → file (JS heap sampled every 50 ms over CDP)`,
          `${(e.ms / 1000).toFixed(1)} s`,
          `heap ${e.heapBeforeMb.toFixed(1)} → peak ${e.heapPeakMb.toFixed(1)} MB`,
          `after GC ≤ ${e.heapRetainedMb.toFixed(1)} MB`,
          'flat memory: peak growth at 20 000 ≤ at 5 000 + 2 MB',
          flat,
        );
      }
      if (m.added > 0)
        row(
          `(mb) (${m.added} members added to the site before these rows, to reach ${m.members})`,
          '',
          '',
          '',
          '—',
          '—',
        );
    }
    row('server process memory after load', `RSS ${mb(mem.rss)}`, `heap ${mb(mem.heapUsed)}`, '', '—', '—');

    console.log(`\n${lines.join('\n')}\n`);
    for (const [name, make, targetMs] of misses) {
      console.log(`Why "${name}" misses p95 < ${targetMs} ms:`);
      for (const l of await explainRequest(sandbox.db, async () => (await send(target, make(0))).arrayBuffer()))
        console.log(`  ${l}`);
    }
  } finally {
    await sandbox.close();
  }
  console.log('Measuring the extension (production and sandbox builds, headless Chromium)…');
  // In a fresh process: the page timings are the extension's, not pauses of this process's heap,
  // which the large data set and the load phase left big (the sandbox serving the pages runs in the
  // measuring process).
  const failedRow = (what: string) => (e: unknown) => [`| ${what} | FAILED: ${failure(e)} | — | NO |`];
  const ext = await forkOnce<string[]>('./extension.ts', [], undefined, 600_000).catch(failedRow('extension figures'));
  console.log(`\n${['| extension figure | value | target | met |', '|---|---|---|---|', ...ext].join('\n')}\n`);
  // Provider calls per user action and the pace scenario: each its own fresh sandbox and browser.
  console.log('Provider calls per user action in the built extension (headless Chromium; ~5 min)…');
  const calls = await forkOnce<CallsRow[]>('./calls.ts', [], undefined, 15 * 60_000).then(callsRows, (e: unknown) => [
    `| calls per action | FAILED: ${failure(e)} | | — | NO |`,
  ]);
  console.log(`\n${[...CALLS_HEADER, ...calls].join('\n')}\n`);
  console.log('The pace scenario: 60 reviews approved by key in a minute, rate limit on (headless Chromium; ~3 min)…');
  const pace = await forkOnce<PaceReport>('./pace.ts', [], undefined, 10 * 60_000).then(
    paceRows,
    failedRow('pace scenario'),
  );
  console.log(`\n${['| pace figure | value | target | met |', '|---|---|---|---|', ...pace].join('\n')}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  console.log(`bench finished in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
}
