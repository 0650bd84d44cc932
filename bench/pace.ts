// The pace scenario: an admin who moderates a review a second for a minute, on a site the provider
// limits to 200 calls a minute (the sandbox's per-site rate limit), with the toolbar badge and the
// new-review notifications on (every minute). The `sandbox` build in headless Chromium, the desk
// driven by its keys (A approves the review in focus, J moves on). Reported: the provider calls of
// that minute and how many were refused 429 (the request log), the approvals lost (approved in the
// desk but not APPROVED in the sandbox's database), and whether the desk, once quiet, shows what the
// provider holds (its waiting and match counts, the cards it lists). `npx tsx bench/pace.ts` runs it
// alone; `npm run bench` forks it and prints its rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startSandbox, type SandboxHandle } from '../sandbox/server.ts';
import { PROVIDER_CALLS_PER_MINUTE } from '../sandbox/rate-limit/store.ts';
import { DEV_EXTENSION_ID } from '../scripts/dev-extension-key.ts';
import { demoSites } from '../tests/contract/sdk-client.ts';
import { pendingReviews } from '../tests/e2e/sandbox-db.ts';
import { failure, isFailed, measured, pollUntil, within } from './bounded-wait.ts';
import { openConnectedPanel } from './panel-browser.ts';
import { isProviderCall, logMark, quietAfter, readLog, type LogEntry } from './request-log.ts';
import { addPendingReviews } from './seed-reviews.ts';
import { focusedCard } from './calls.ts';

/** Reviews moderated, one a second. */
export const PACE_REVIEWS = 60;
const PACE_MS = 1000;
/** Extra waiting reviews seeded on the site (more than are moderated: the desk still lists some at the end). */
const SEEDED = 70;
const WAIT_MS = 20_000;
const QUIET_MS = 8000;

export interface PaceReport {
  rateLimit: number;
  /** Reviews approved by key in the minute (each one once). */
  approved: number;
  /** Seconds the minute of moderation took (a key a second; slower when the desk lagged). */
  seconds: number;
  /** Provider calls from the first key to a minute after it (the request log), and of those refused 429. */
  calls: number;
  limited: number;
  /** Calls until the panel was quiet again after the last key, and of those 429. */
  callsUntilQuiet: number;
  limitedUntilQuiet: number;
  /** Reviews approved in the desk that are not APPROVED in the sandbox at the end. */
  lost: string[];
  /** The desk once quiet, against a direct query of the sandbox's database. */
  desk: { waiting: string; matches: string; cards: number };
  provider: { waiting: number; firstCardsMatch: boolean; missing: string[]; extra: string[] };
  /** The desk equals the provider. */
  equal: boolean;
  /** Times J was pressed because no card, or the one just approved, was in focus. */
  misses: number;
}

/** Turns on the badge and new-review notifications every minute on the options page, as the admin does. */
async function notificationsOn(context: BrowserContext, extensionId: string): Promise<void> {
  const options = await context.newPage();
  try {
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await within('the options page', WAIT_MS, options.getByRole('heading', { name: 'Sitekeeper settings' }).waitFor());
    const badge = options.getByRole('checkbox', { name: /Show the number of reviews waiting for moderation/ });
    if (!(await badge.isChecked())) await badge.check();
    await options.getByRole('spinbutton').fill('1');
    await options.getByRole('checkbox', { name: 'Tell me when new reviews wait on any of my sites' }).check();
    await pollUntil({
      what: 'the notification setting stored (on, every minute)',
      limitMs: WAIT_MS,
      look: () =>
        options.evaluate(
          async () =>
            (await chrome.storage.local.get('notify')).notify as { on?: boolean; minutes?: number } | undefined,
        ),
      done: (v) => v?.on === true && v.minutes === 1,
      saw: (v) => JSON.stringify(v),
    });
  } finally {
    await options.close();
  }
}

const text = async (panel: Page, testId: string): Promise<string> =>
  (
    (await panel
      .getByTestId(testId)
      .textContent({ timeout: 2000 })
      .catch(() => '')) ?? ''
  ).trim();

export async function benchPace(): Promise<PaceReport> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-bench-pace-'));
  const sandbox: SandboxHandle = await startSandbox({
    allowExtensions: [DEV_EXTENSION_ID],
    port: 0,
    dbPath: path.join(dir, 'sandbox.db'),
    quiet: true,
    rateLimit: PROVIDER_CALLS_PER_MINUTE,
  });
  try {
    const [site] = await demoSites(sandbox.url);
    const siteId = site!.id;
    addPendingReviews(sandbox.db, siteId, SEEDED);
    const { context, page: panel } = await openConnectedPanel(sandbox.url, site!.liveUrl);
    try {
      const extensionId = new URL(panel.url()).host;
      await notificationsOn(context, extensionId);
      await panel.bringToFront();
      await panel.evaluate(() => (window.location.hash = '#tool=reviews'));
      await pollUntil({
        what: 'the desk with its waiting reviews',
        limitMs: WAIT_MS,
        look: () => panel.getByTestId('review-card').count(),
        done: (n) => n > 0,
        saw: (n) => `${n} cards`,
      });
      // What connecting and opening cost is not the minute's: let it go quiet first.
      await quietAfter(sandbox.url, await logMark(sandbox.url), 3000, 30_000).catch(() => undefined);

      await panel.getByTestId('review-card').first().focus();
      const from = await logMark(sandbox.url);
      const log: LogEntry[] = [];
      let cursor = from;
      const readOn = async () => {
        const page = await readLog(sandbox.url, cursor);
        log.push(...page.requests.filter(isProviderCall));
        cursor = page.lastSeq;
      };
      const startedAt = Date.now();
      const approved: string[] = [];
      let misses = 0;
      for (let i = 0; i < PACE_REVIEWS; i++) {
        const due = startedAt + i * PACE_MS;
        if (Date.now() < due) await new Promise((r) => setTimeout(r, due - Date.now()));
        // The desk puts the focus on the next card once one leaves; a person who sees no card in
        // focus, or the one just approved still there, moves on with J.
        let id = await focusedCard(panel);
        for (let tries = 0; (id === null || approved.includes(id)) && tries < 30; tries++) {
          misses++;
          await panel.keyboard.press('j');
          id = await focusedCard(panel);
        }
        if (id === null || approved.includes(id)) continue;
        await panel.keyboard.press('a');
        approved.push(id);
        if (i % 5 === 4) await readOn(); // the log keeps its last 2 000 calls only
      }
      const seconds = (Date.now() - startedAt) / 1000;
      const minuteEnd = startedAt + 60_000;
      if (Date.now() < minuteEnd) await new Promise((r) => setTimeout(r, minuteEnd - Date.now()));
      await readOn();
      const inMinute = log.filter((e) => Date.parse(e.time) <= minuteEnd);
      let after: LogEntry[] = [];
      try {
        after = await quietAfter(sandbox.url, cursor, QUIET_MS, 90_000);
      } catch (e) {
        console.log(`  pace: the panel did not go quiet: ${failure(e)}`);
      }
      const untilQuiet = [...log, ...after];

      const stillPending = pendingReviews(sandbox, siteId);
      const status = (id: string) =>
        (
          sandbox.db
            .prepare('SELECT moderation_status AS s FROM reviews WHERE site_id = ? AND id = ?')
            .get(siteId, id) as { s: string } | undefined
        )?.s;
      const lost = approved.filter((id) => status(id) !== 'APPROVED');
      const cards = await panel
        .getByTestId('review-card')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-review-id') ?? ''));
      // The desk draws only the cards near its scroll position: what it shows must be a run of the
      // provider's waiting reviews, in the provider's order (newest first).
      const providerIds = stillPending.map((r) => r.id);
      const start = Math.max(0, providerIds.indexOf(cards[0] ?? ''));
      const run = providerIds.slice(start, start + cards.length);
      const missing = run.filter((id) => !cards.includes(id));
      const extra = cards.filter((id) => !run.includes(id));
      const waiting = await text(panel, 'pending-count');
      const matches = await text(panel, 'match-count');
      const number = (s: string) => Number(s.replace(/\D/g, ''));
      const equal =
        number(waiting) === stillPending.length &&
        number(matches) === stillPending.length &&
        missing.length === 0 &&
        extra.length === 0;
      return {
        rateLimit: PROVIDER_CALLS_PER_MINUTE,
        approved: approved.length,
        seconds,
        calls: inMinute.length,
        limited: inMinute.filter((e) => e.status === 429).length,
        callsUntilQuiet: untilQuiet.length,
        limitedUntilQuiet: untilQuiet.filter((e) => e.status === 429).length,
        lost,
        desk: { waiting, matches, cards: cards.length },
        provider: {
          waiting: stillPending.length,
          firstCardsMatch: missing.length === 0 && extra.length === 0,
          missing,
          extra,
        },
        equal,
        misses,
      };
    } finally {
      await context.close();
    }
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows for the table: measure | value | target | met. */
export function paceRows(r: PaceReport): string[] {
  const row = (...cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(
      `pace: ${r.approved} reviews approved by key in ${r.seconds.toFixed(0)} s (A, a key a second; badge and notifications every minute on; rate limit ${r.rateLimit}/min per site): provider calls in the minute`,
      `${r.calls} (${r.callsUntilQuiet} until quiet)`,
      '—',
      '—',
    ),
    row(
      'pace: … of those answered 429',
      `${r.limited} (${r.limitedUntilQuiet} until quiet)`,
      '0',
      r.limitedUntilQuiet === 0 ? 'yes' : 'NO',
    ),
    row(
      'pace: approvals lost (approved in the desk, not APPROVED in the sandbox)',
      `${r.lost.length}${r.misses ? ` (J pressed ${r.misses} times: no card, or the one just approved, in focus)` : ''}`,
      '0',
      r.lost.length === 0 ? 'yes' : 'NO',
    ),
    row(
      'pace: the desk once quiet = the provider (waiting count, match count, the cards listed)',
      `desk: waiting ${r.desk.waiting}, "${r.desk.matches}", ${r.desk.cards} cards; provider: ${r.provider.waiting} waiting${r.provider.firstCardsMatch ? ', the same cards in its order' : `; ${r.provider.missing.length} of its cards missing, ${r.provider.extra.length} shown out of its order or not waiting`}`,
      'equal',
      r.equal ? 'yes' : 'NO',
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A child of run.ts hands its report back (a failure ends it, and run.ts marks the rows failed);
  // run alone, it prints the rows, or the one failed row with what it waited for and saw.
  if (process.send) {
    const report = await benchPace();
    process.send(report, () => process.exit(0));
  } else {
    const report = await measured('pace scenario', benchPace);
    const rows = isFailed(report)
      ? [`| pace scenario | FAILED: ${report.failed} | 0 429s, 0 lost | NO |`]
      : paceRows(report);
    if (!isFailed(report)) console.log(JSON.stringify(report, null, 1));
    console.log(['| pace figure | value | target | met |', '|---|---|---|---|', ...rows].join('\n'));
  }
}
