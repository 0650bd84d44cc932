// The all-sites inbox rows of the agency panel bench: "All sites" clicked → first card
// drawn and → "All N sites checked"; the calls one full refresh cost, as the inbox says and as the
// sandbox's request log counts them; the same for "Check again" after a few sites changed; the
// panel page's JS heap with the inbox loaded.
import type { BrowserContext, Page } from '@playwright/test';
import type { Db } from '../sandbox/db/open.ts';
import { moderationChanged, reviewUpdated } from '../sandbox/domains/reviews/events.ts';
import { moderate } from '../sandbox/domains/reviews/moderate.ts';
import { getReview, saveReview } from '../sandbox/domains/reviews/store.ts';
import { isProviderCall, logMark, readLog, type LogEntry } from './request-log.ts';

/** Sites given one review less waiting before the second refresh. */
export const CHANGED_SITES = 10;
const REFRESH_TIMEOUT_MS = 15 * 60_000;
/** The badge's poll (lib/service/badge/badge.ts BADGE_ALARM; that module needs the extension's runtime). */
const BADGE_ALARM = 'sitekeeper-badge';

export interface RefreshRun {
  /** Click → the progress line says every site was checked. */
  ms: number;
  /** "(N provider calls)" in the inbox's progress line. */
  inboxCalls: number;
  /** Provider calls in the sandbox's request log over the refresh (a site's count, and for a listed site its page, its authors' kinds and its products' names). */
  loggedCalls: number;
  /** Of those, listings (the reviews of a site whose count moved). */
  loggedListings: number;
  /** Calls the sandbox answered 429 (the per-site rate limit). */
  limited: number;
}

export interface InboxReport {
  sites: number;
  waiting: number;
  /** "All sites" clicked → the first card in the document and a frame drawn since. */
  firstCardMs: number;
  full: RefreshRun;
  second: RefreshRun;
  /** JS heap used by the panel page after a forced GC, the inbox loaded. */
  heapMb: number;
}

/** The request log's entries after `from` until `during` settles. */
async function logWhile(sandboxUrl: string, from: number, during: Promise<unknown>): Promise<LogEntry[]> {
  const read = (since: number) => readLog(sandboxUrl, since);
  let since = from;
  const seen: LogEntry[] = [];
  let done = false;
  void during.finally(() => (done = true)).catch(() => undefined);
  for (;;) {
    const last = done;
    const page = await read(since);
    seen.push(...page.requests);
    since = page.lastSeq;
    if (last) return seen;
    await new Promise((r) => setTimeout(r, 400));
  }
}

/**
 * In the page: clicks the button named `button`, then records when the first inbox card is drawn
 * and when the progress line, having left its last "All … checked", says it again.
 */
const clickAndClock = (button: string) => `(() => {
  window.__inbox = { t0: 0, firstCard: undefined, done: undefined };
  const clock = window.__inbox;
  const progress = () => document.querySelector('[data-testid="inbox-progress"]')?.textContent ?? '';
  let checking = false;
  const observer = new MutationObserver(() => {
    if (clock.firstCard === undefined && document.querySelector('[data-testid="inbox-item"]')) {
      clock.firstCard = -1;
      requestAnimationFrame(() => setTimeout(() => (clock.firstCard = performance.now() - clock.t0)));
    }
    const text = progress();
    if (!checking && text !== '' && !text.startsWith('All ')) checking = true;
    if (checking && text.startsWith('All ') && clock.done === undefined) {
      clock.done = -1;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (clock.done = performance.now() - clock.t0)));
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  const target = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(button)});
  if (!target) throw new Error('no button ' + ${JSON.stringify(button)});
  clock.t0 = performance.now();
  target.click();
})()`;

async function timedRefresh(
  page: Page,
  sandboxUrl: string,
  button: string,
): Promise<{ run: RefreshRun; firstCardMs: number }> {
  // Marked before the click: the refresh's first calls go out at once.
  const from = await logMark(sandboxUrl);
  await page.evaluate(clickAndClock(button));
  const finished = page.waitForFunction(
    () => ((window as { __inbox?: { done?: number } }).__inbox?.done ?? 0) > 0,
    undefined,
    {
      timeout: REFRESH_TIMEOUT_MS,
      polling: 500,
    },
  );
  const log = await logWhile(sandboxUrl, from, finished);
  await finished;
  const clock = await page.evaluate<{ firstCard: number; done: number }>('window.__inbox');
  const text = (await page.getByTestId('inbox-progress').textContent()) ?? '';
  const inboxCalls = Number(/\(([\d,.\s]+)/.exec(text)?.[1]?.replace(/\D/g, '') ?? Number.NaN);
  const reviewCalls = log.filter((e) => /\/reviews\/(count|query)$/.test(e.path));
  // Every provider call (not the sandbox's own pages, not a token call): the inbox counts them all.
  const providerCalls = log.filter(isProviderCall);
  return {
    firstCardMs: clock.firstCard,
    run: {
      ms: clock.done,
      inboxCalls,
      loggedCalls: providerCalls.filter((e) => e.status !== 429).length,
      loggedListings: reviewCalls.filter((e) => e.path.endsWith('/query') && e.status !== 429).length,
      limited: log.filter((e) => e.status === 429).length,
    },
  };
}

/** Approves one waiting review on `n` sites that have two or more waiting (the count moves, the site stays listed). */
function changeSites(db: Db, n: number): void {
  const picks = db
    .prepare(
      `SELECT site_id AS siteId, min(id) AS reviewId FROM reviews WHERE moderation_status IN ('IN_MODERATION', 'SUBMITTED')
       GROUP BY site_id HAVING count(*) >= 2 ORDER BY site_id LIMIT ?`,
    )
    .all(n) as { siteId: string; reviewId: string }[];
  db.transaction(() => {
    for (const { siteId, reviewId } of picks) {
      const before = getReview(db, siteId, reviewId)!;
      const after = moderate(before, 'APPROVED', new Date());
      saveReview(db, siteId, after);
      reviewUpdated(db, siteId, after);
      moderationChanged(db, siteId, after, before.moderation.moderationStatus);
    }
  })();
}

/** Opens "All sites" on the connected panel, times its first check, changes a few sites, times "Check again". */
export async function timeInbox(
  context: BrowserContext,
  page: Page,
  sandbox: { url: string; db: Db },
): Promise<InboxReport> {
  // The toolbar badge counts the tab's site once a minute (lib/service/badge/badge.ts): its poll is
  // stopped here, so the request log holds the inbox's calls only.
  const worker = context.serviceWorkers()[0];
  await worker?.evaluate(
    (name) =>
      (globalThis as unknown as { chrome: { alarms: { clear(n: string): Promise<boolean> } } }).chrome.alarms.clear(
        name,
      ),
    BADGE_ALARM,
  );
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const first = await timedRefresh(page, sandbox.url, 'All sites');
  const progress = (await page.getByTestId('inbox-progress').textContent()) ?? '';
  const sites = Number(/All ([\d,.\s]+) sites/.exec(progress)?.[1]?.replace(/\D/g, '') ?? Number.NaN);
  const waiting = Number(((await page.getByTestId('inbox-waiting').textContent()) ?? '').replace(/\D/g, ''));

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapMb = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024;

  changeSites(sandbox.db, CHANGED_SITES);
  const second = await timedRefresh(page, sandbox.url, 'Check again');
  return { sites, waiting, firstCardMs: first.firstCardMs, full: first.run, second: second.run, heapMb };
}
