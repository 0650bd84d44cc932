// The instant panel's rows: a panel page opened again with the service worker stopped, from
// its navigation to the first review card drawn, with the session's cache of its last lists
// (lib/queries/panel-cache.ts) and without it. `extension.ts` runs it in its browser; `npx tsx
// bench/instant-panel.ts` runs it alone on the small seed (the `sandbox` build, panel-browser.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startSandbox } from '../sandbox/server.ts';
import { DEV_EXTENSION_ID } from '../scripts/dev-extension-key.ts';
import { demoSites } from '../tests/contract/sdk-client.ts';
import { stopServiceWorker } from '../tests/e2e/stop-worker.ts';
import { FLOOR_PAGE, openConnectedPanel } from './panel-browser.ts';
import { isFailed, measured, pollUntil, within } from './bounded-wait.ts';

/** Runs in the panel before its scripts: when the first review card is in the document, the time a frame has been drawn since. */
export const FIRST_CARD_CLOCK = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-testid="review-card"]')) return;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => (window.__firstCardDrawn = performance.now())));
}).observe(document, { childList: true, subtree: true });`;

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Ms from the navigation: to the first card drawn, to the panel's first script (`panel:first-script`) and to its bundle (`panel:start`). */
interface Opened {
  drawn: number;
  firstScript: number;
  bundle: number;
  /** The kept screen read (storage and tabs answered), and drawn into the page (null: nothing drawn). */
  keptRead: number | null;
  painted: number | null;
}

/**
 * The panel opened again with the worker stopped, as the side panel opens: a new page navigated to the
 * panel's address (not a reload, which first takes the old document down), the old one closed. Ms
 * from navigation to the first card drawn. Without the cache, it is dropped first as a connection
 * change drops it (its lists and its last screen). Answers the figures and the new page.
 */
async function reopened(
  context: BrowserContext,
  panel: Page,
  cached: boolean,
): Promise<{ opened: Opened; page: Page }> {
  await within('a review card before reopening', WAIT_MS, panel.getByTestId('review-card').first().waitFor());
  // Its answers in and written behind (at most a second after the last one, the screen when idle).
  await panel.waitForTimeout(2500);
  if (!cached) await dropPanelCacheIn(panel);
  await stopServiceWorker(context, panel);
  // Opened afresh: the panel's address with no tool or filter of its own.
  const url = panel.url().split('#')[0]!;
  const page = await context.newPage();
  await page.setViewportSize(panel.viewportSize() ?? { width: 420, height: 900 });
  await page.addInitScript(FIRST_CARD_CLOCK);
  await panel.close();
  await page.goto(url);
  const drawn = await firstCardDrawn(page);
  // The bundle starts after the kept screen's frame: waited for.
  const opened = {
    drawn,
    firstScript: await markAt(page, 'panel:first-script'),
    bundle: await markAt(page, 'panel:start'),
    keptRead: await markIfAny(page, 'panel:kept-read'),
    painted: await markIfAny(page, 'panel:painted'),
  };
  return { opened, page };
}

/** When the page set a performance mark (ms since navigation), once it has. */
const markAt = (panel: Page, name: string): Promise<number> =>
  polled(panel, `performance.getEntriesByName('${name}')[0]?.startTime ?? null`, `the performance mark ${name}`);

/** When the page set a performance mark, if it has by now (ms since navigation). */
const markIfAny = (panel: Page, name: string): Promise<number | null> =>
  panel.evaluate<number | null>(`performance.getEntriesByName('${name}')[0]?.startTime ?? null`);

/** Drops the panel's session cache as a connection change does (lib/service/connection/panel-cache.ts), from a panel page. */
export const dropPanelCacheIn = (panel: Page): Promise<unknown> =>
  panel.evaluate(
    `chrome.storage.session.set({ panelCacheDroppedAt: Date.now() }).then(() => chrome.storage.session.remove(['panelCache', 'panelPaint']))`,
  );

/** When FIRST_CARD_CLOCK saw the first card drawn (ms since navigation). */
export const firstCardDrawn = (panel: Page): Promise<number> =>
  polled(panel, 'window.__firstCardDrawn ?? null', 'the first review card drawn');

/** How long one wait of these rows may take. */
const WAIT_MS = 20_000;

/**
 * A page's expression, polled from here until it is no longer null (at most WAIT_MS): a string
 * predicate of waitForFunction is eval'd in the page, which the extension's CSP refuses.
 */
async function polled(panel: Page, expression: string, what: string): Promise<number> {
  const value = await pollUntil({
    what,
    limitMs: WAIT_MS,
    look: () => panel.evaluate<number | null>(expression),
    done: (v) => v !== null,
    saw: () => 'nothing yet',
    everyMs: 25,
  });
  return value!;
}

/**
 * The browser's floor: the medians over RUNS openings of a blank page of the extension with one small
 * script (FLOOR_PAGE, bench/panel-browser.ts), each a new page as the panel is opened: when its script
 * ran and when its first frame was drawn, ms from navigation, timed as FIRST_CARD_CLOCK times the panel's.
 */
async function blankPageFloor(context: BrowserContext, panel: Page): Promise<{ script: number; frame: number }> {
  const blank = new URL(`/${FLOOR_PAGE}`, panel.url()).href;
  const scripts: number[] = [];
  const frames: number[] = [];
  // Each a new page, as the panel is opened below.
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    try {
      await page.setViewportSize(panel.viewportSize() ?? { width: 420, height: 900 });
      await page.goto(blank);
      frames.push(await polled(page, 'window.__floorFrame ?? null', "the blank page's first frame"));
      scripts.push(await polled(page, 'window.__floorScript ?? null', "the blank page's first script"));
    } finally {
      await page.close();
    }
  }
  return { script: median(scripts), frame: median(frames) };
}

/** The two rows, for a panel page (FIRST_CARD_CLOCK added) connected and showing the desk of the window's site. */
export async function instantPanelRows(context: BrowserContext, panel: Page): Promise<string[]> {
  const row = (...cells: string[]) => `| ${cells.join(' | ')} |`;
  const runs = await measured('panel reopened with a stopped worker', async () => {
    const floor = await blankPageFloor(context, panel);
    const cached: Opened[] = [];
    const cold: Opened[] = [];
    let page = panel;
    for (const [runs, keep] of [
      [cached, true],
      [cold, false],
    ] as const)
      for (let i = 0; i < RUNS; i++) {
        const next = await reopened(context, page, keep);
        runs.push(next.opened);
        page = next.page;
      }
    return { floor, cached, cold };
  });
  if (isFailed(runs))
    return [row('panel content drawn after opening, with a stopped worker', `FAILED: ${runs.failed}`, '< 50 ms', 'NO')];
  const { floor, cached, cold } = runs;
  const target = floor.frame + 16;
  const ms = (runs: Opened[], part: keyof Opened) => median(runs.map((r) => r[part] ?? NaN));
  const kept = (runs: Opened[]) =>
    runs.every((r) => r.painted !== null)
      ? `, the kept screen read at ${ms(runs, 'keptRead').toFixed(0)} ms and put in the page at ${ms(runs, 'painted').toFixed(0)} ms`
      : '';
  const value = (runs: Opened[]) =>
    `${ms(runs, 'drawn').toFixed(0)} ms (its first script ran at ${ms(runs, 'firstScript').toFixed(0)} ms${kept(runs)}, its bundle at ${ms(runs, 'bundle').toFixed(0)} ms)`;
  return [
    row(
      `the browser's floor: a blank page of the extension with one small script, opened as a new page (navigation → its first frame, median of ${RUNS})`,
      `${floor.frame.toFixed(0)} ms (its first script ran at ${floor.script.toFixed(0)} ms)`,
      '–',
      '–',
    ),
    row(
      `panel content drawn after opening, with a stopped worker (cached; navigation → first review card, median of ${RUNS})`,
      value(cached),
      `≤ floor + 16 ms (${target.toFixed(0)} ms)`,
      ms(cached, 'drawn') <= target ? 'yes' : 'NO',
    ),
    row(`… without cache (the worker started by the panel's reads, median of ${RUNS})`, value(cold), '–', '–'),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-bench-instant-'));
  const sandbox = await startSandbox({
    allowExtensions: [DEV_EXTENSION_ID],
    port: 0,
    dbPath: path.join(dir, 'sandbox.db'),
    quiet: true,
  });
  try {
    const [site] = await demoSites(sandbox.url);
    const { context, page } = await openConnectedPanel(sandbox.url, site!.liveUrl);
    try {
      await page.addInitScript(FIRST_CARD_CLOCK);
      const rows = await instantPanelRows(context, page);
      console.log(['| extension figure | value | target | met |', '|---|---|---|---|', ...rows].join('\n'));
    } finally {
      await context.close();
    }
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
