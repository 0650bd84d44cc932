// Members rows of `npm run bench`, measured in the real side panel (built extension, headless
// Chromium) on the large seed's busiest site: the panel opened on the Members tab → first page of
// rows drawn, a filtered page (set in the panel's URL hash) → its rows drawn, and the CSV export
// from the Export button: time to the file, and the panel page's JS heap sampled through CDP while
// it runs, at about 5 000 and at 20 000 members (flat memory: the peak must not grow with the count).
import { randomUUID } from 'node:crypto';
import type { CDPSession, Page } from '@playwright/test';
import type { Db } from '../sandbox/db/open.ts';
import { newMemberDoc } from '../sandbox/domains/members/build-member.ts';
import { insertMemberRow } from '../sandbox/domains/members/store.ts';
import { openConnectedPanel } from './panel-browser.ts';
import { within } from './bounded-wait.ts';

export const EXPORT_MEMBERS = 20_000;
const SMALL_EXPORT = 5_000;
const FIRST_PAGE_RUNS = 8;
/** One letter per run: each filtered page is a new query, never the panel's cache. */
const NICKNAME_LETTERS = ['A', 'M', 'S', 'K', 'L', 'R', 'J', 'N'];
const HEAP_SAMPLE_MS = 50;
/** A forced GC every second of the export, to read what the page holds apart from its garbage. */
const GC_EVERY_SAMPLES = 20;

export interface ExportRun {
  members: number;
  ms: number;
  /** JS heap used after a GC, before the click. */
  heapBeforeMb: number;
  /** The highest heap used seen (garbage included, as V8 lets it pile up between collections). */
  heapPeakMb: number;
  /** The highest heap used right after a forced GC during the export: what it really holds. */
  heapRetainedMb: number;
  samples: number;
}

export interface MembersPanelBench {
  members: number;
  /** Members the bench added to reach EXPORT_MEMBERS (the sandbox's own createMemberRecord). */
  added: number;
  /** Navigation start of the panel page (opened on the Members tab) → first page of rows drawn. */
  firstPageMs: number[];
  /** … → the Members tab on screen, its list still loading (the panel's own start, no member data yet). */
  tabShownMs: number[];
  /** Filter set in the panel's URL hash → that filter's rows drawn. */
  filteredPageMs: number[];
  exports: ExportRun[];
}

/**
 * Brings the site to `target` members with the sandbox's own member builder and row store
 * (newMemberDoc + insertMemberRow: the doc Create Member stores, without its linked contact and
 * event, which the export never reads), copying names of members the site has. Their dates are
 * older than the seed's, so the newest members stay the seed's own. (createMemberRecord itself
 * costs ~47 ms a member on the large seed: its login-email check scans every member.)
 */
function topUpMembers(db: Db, siteId: string, target: number): number {
  const count = (db.prepare('SELECT count(*) AS n FROM members WHERE site_id = ?').get(siteId) as { n: number }).n;
  const missing = Math.max(0, target - count);
  if (missing === 0) return 0;
  const names = db
    .prepare(
      "SELECT json_extract(doc, '$.contact.firstName') AS first, json_extract(doc, '$.contact.lastName') AS last FROM members WHERE site_id = ? LIMIT ?",
    )
    .all(siteId, missing) as { first: string | null; last: string | null }[];
  db.transaction(() => {
    for (let i = 0; i < missing; i++) {
      const { first, last } = names[i % names.length] ?? { first: null, last: null };
      const input = {
        loginEmail: `bench.member.${i}@example.org`,
        contact: { firstName: first, lastName: last },
        profile: { nickname: `${first ?? 'Bench'} ${last ?? i}` },
      };
      insertMemberRow(
        db,
        siteId,
        newMemberDoc(
          input,
          { id: randomUUID(), contactId: randomUUID() },
          `bench-member-${i}`,
          new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
        ),
      );
    }
  })();
  return missing;
}

/** The panel's filter model in its URL hash: conditions joined with and. */
const filterHash = (conds: { field: string; op: string; value: string; negate?: boolean }[]): string =>
  JSON.stringify({
    kind: 'group',
    join: 'and',
    negate: false,
    items: conds.map((c) => ({ kind: 'cond', negate: false, ...c })),
  });

/**
 * In the page: sets hash params the way the panel does (replaceState + its own event), then
 * resolves with the ms until the member list has been replaced (loading seen, then rows) and a frame
 * drawn. A MutationObserver sees the short loading state that a frame-by-frame poll could miss.
 */
function setHashAndTimeRows(page: Page, values: Record<string, string | null>): Promise<number> {
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  return page.evaluate<number>(`new Promise((resolve) => {
    const values = ${JSON.stringify(values)};
    const total = () => document.querySelector('[data-testid="members-total"]')?.textContent ?? '…';
    const rows = () => document.querySelectorAll('[data-testid="member-row"]').length;
    let sawLoading = false;
    const started = performance.now();
    const check = () => {
      if (total() === '…') sawLoading = true;
      else if (sawLoading && rows() > 0) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const p = new URLSearchParams(window.location.hash.slice(1));
    for (const [k, v] of Object.entries(values)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    window.history.replaceState(null, '', window.location.pathname + '#' + p.toString());
    window.dispatchEvent(new Event('sitekeeper:hash'));
    check();
  })`);
}

/** The panel page loaded on the Members tab: ms from its navigation start to the tab shown and to the first rows drawn. */
async function openOnMembers(page: Page, url: string): Promise<{ shownMs: number; drawnMs: number }> {
  await page.goto('about:blank'); // a new document each time, not a hash change of the old one
  await page.goto(url);
  await within(
    'the Members tab with its first rows drawn',
    30_000,
    page.waitForFunction(() => (window as unknown as { __membersDrawnAt?: number }).__membersDrawnAt, undefined, {
      timeout: 31_000,
    }),
    async () => `${await page.getByTestId('member-row').count()} member rows`,
  );
  return page.evaluate<{ shownMs: number; drawnMs: number }>(
    '({ shownMs: window.__membersShownAt, drawnMs: window.__membersDrawnAt })',
  );
}

/**
 * Recorded in every panel load: when the Members tab is on screen (its heading, total still '…')
 * and when its rows and total are (each after the frame that shows it).
 */
const RECORD_FIRST_ROWS = `(() => {
  const total = () => document.querySelector('[data-testid="members-total"]');
  const observer = new MutationObserver(() => {
    if (total() && window.__membersShownAt === undefined) {
      window.__membersShownAt = -1;
      requestAnimationFrame(() => { window.__membersShownAt = performance.now(); });
    }
    if (document.querySelectorAll('[data-testid="member-row"]').length === 0 || (total()?.textContent ?? '…') === '…') return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__membersDrawnAt = performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})()`;

const heapMb = async (cdp: CDPSession): Promise<number> =>
  (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024;

/** Clicks Export on the current filter; time to the file, and the page's heap sampled meanwhile. */
async function exportRun(page: Page, cdp: CDPSession, members: number): Promise<ExportRun> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBeforeMb = await heapMb(cdp);
  let heapPeakMb = heapBeforeMb;
  let heapRetainedMb = heapBeforeMb;
  let samples = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      heapPeakMb = Math.max(heapPeakMb, await heapMb(cdp));
      if (++samples % GC_EVERY_SAMPLES === 0) {
        await cdp.send('HeapProfiler.collectGarbage');
        heapRetainedMb = Math.max(heapRetainedMb, await heapMb(cdp));
      }
      await new Promise((r) => setTimeout(r, HEAP_SAMPLE_MS));
    }
  })();
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 180_000 }),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  const ms = performance.now() - started;
  running = false;
  await sampler;
  const lines = await new Promise<number>((resolve, reject) => {
    void download.createReadStream().then((stream) => {
      let n = 0;
      stream.on('data', (c: Buffer) => {
        for (const byte of c) if (byte === 10) n++;
      });
      stream.on('end', () => resolve(n));
      stream.on('error', reject);
    });
  });
  // Header line + one line a member (no member field holds a line break in this data set).
  if (lines - 1 !== members) throw new Error(`The export held ${lines - 1} lines, not ${members} members.`);
  return { members, ms, heapBeforeMb, heapPeakMb, heapRetainedMb, samples };
}

export async function benchMembersPanel(
  sandboxUrl: string,
  db: Db,
  site: { id: string; liveUrl: string },
): Promise<MembersPanelBench> {
  const added = topUpMembers(db, site.id, EXPORT_MEMBERS);
  const members = (db.prepare('SELECT count(*) AS n FROM members WHERE site_id = ?').get(site.id) as { n: number }).n;
  // The createdDate from which the newest SMALL_EXPORT members were created (the small export's filter).
  const since = (
    db
      .prepare('SELECT created_date AS d FROM members WHERE site_id = ? ORDER BY created_date DESC LIMIT 1 OFFSET ?')
      .get(site.id, SMALL_EXPORT - 1) as { d: string }
  ).d;
  const small = (
    db.prepare('SELECT count(*) AS n FROM members WHERE site_id = ? AND created_date >= ?').get(site.id, since) as {
      n: number;
    }
  ).n;

  const { context, page } = await openConnectedPanel(sandboxUrl, site.liveUrl);
  try {
    await page.addInitScript(RECORD_FIRST_ROWS);
    const panelUrl = `${page.url().split('#')[0]}#tool=members`;
    const firstPageMs: number[] = [];
    const tabShownMs: number[] = [];
    await openOnMembers(page, panelUrl); // warm: the background's site client, the browser's caches
    for (let run = 0; run < FIRST_PAGE_RUNS; run++) {
      const { shownMs, drawnMs } = await openOnMembers(page, panelUrl);
      tabShownMs.push(shownMs);
      firstPageMs.push(drawnMs);
    }

    const filteredPageMs: number[] = [];
    for (const letter of NICKNAME_LETTERS) {
      const filter = filterHash([
        { field: 'status', op: 'eq', value: 'APPROVED' },
        { field: 'privacyStatus', op: 'eq', value: 'PRIVATE', negate: true },
        { field: 'profile.nickname', op: 'startsWith', value: letter },
      ]);
      filteredPageMs.push(
        await setHashAndTimeRows(page, { 'members.filter': filter, 'members.sort': 'profile.nickname:ASC' }),
      );
    }

    const cdp = await context.newCDPSession(page);
    const exports: ExportRun[] = [];
    await setHashAndTimeRows(page, {
      'members.filter': filterHash([{ field: 'createdDate', op: 'from', value: since }]),
      'members.sort': null,
    });
    exports.push(await exportRun(page, cdp, small));
    // A sort not used before: a new query, so the list is fetched (and timed) again.
    await setHashAndTimeRows(page, { 'members.filter': null, 'members.sort': 'createdDate:ASC' });
    exports.push(await exportRun(page, cdp, members));
    return { members, added, firstPageMs, tabShownMs, filteredPageMs, exports };
  } finally {
    await context.close();
  }
}

// `npx tsx bench/members-panel.ts` runs it alone on the small seed's first site topped up to 20 000
// members; `BENCH_DB=<large db> npx tsx bench/members-panel.ts` on a large seed (it adds members to it).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startSandbox } = await import('../sandbox/server.ts');
  const { DEV_EXTENSION_ID } = await import('../scripts/dev-extension-key.ts');
  const sandbox = await startSandbox({
    allowExtensions: [DEV_EXTENSION_ID],
    port: 0,
    quiet: true,
    ...(process.env.BENCH_DB ? { dbPath: process.env.BENCH_DB } : {}),
  });
  try {
    const sites = (
      (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as { sites: { id: string; liveUrl: string }[] }
    ).sites;
    console.log(JSON.stringify(await benchMembersPanel(sandbox.url, sandbox.db, sites[0]!), null, 1));
  } finally {
    await sandbox.close();
  }
}
