// The instant panel's rows (issue 23): a panel page opened again with the service worker stopped, from
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
import { openConnectedPanel } from './panel-browser.ts';

/** Runs in the panel before its scripts: when the first review card is in the document, the time a frame has been drawn since. */
export const FIRST_CARD_CLOCK = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-testid="review-card"]')) return;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => (window.__firstCardDrawn = performance.now())));
}).observe(document, { childList: true, subtree: true });`;

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Ms from the navigation, and from the panel's own script start (`panel:start`), to the first card drawn. */
interface Opened {
  fromNavigation: number;
  fromScript: number;
}

/**
 * The panel page (with FIRST_CARD_CLOCK) reloaded with the worker stopped: ms from navigation to the
 * first card drawn. Without the cache, it is dropped first as a connection change drops it.
 */
async function reopened(context: BrowserContext, panel: Page, cached: boolean): Promise<Opened> {
  await panel.getByTestId('review-card').first().waitFor();
  // Its answers in and written behind (at most a second after the last one).
  await panel.waitForTimeout(1500);
  if (!cached) await dropPanelCacheIn(panel);
  await stopServiceWorker(context, panel);
  await panel.reload();
  const drawn = await firstCardDrawn(panel);
  const start = await panel.evaluate<number>("performance.getEntriesByName('panel:start')[0]?.startTime ?? 0");
  return { fromNavigation: drawn, fromScript: drawn - start };
}

/** Drops the panel's session cache as a connection change does (lib/service/connection/panel-cache.ts), from a panel page. */
export const dropPanelCacheIn = (panel: Page): Promise<unknown> =>
  panel.evaluate(
    `chrome.storage.session.set({ panelCacheDroppedAt: Date.now() }).then(() => chrome.storage.session.remove(['panelCache', 'panelPaint']))`,
  );

/**
 * When FIRST_CARD_CLOCK saw the first card drawn (ms since navigation), polled from here: a string
 * predicate of waitForFunction is eval'd in the page, which the extension's CSP refuses.
 */
export async function firstCardDrawn(panel: Page): Promise<number> {
  for (;;) {
    const drawn = await panel.evaluate<number | null>('window.__firstCardDrawn ?? null');
    if (drawn !== null) return drawn;
    await panel.waitForTimeout(25);
  }
}

/** The two rows, for a panel page (FIRST_CARD_CLOCK added) connected and showing the desk of the window's site. */
export async function instantPanelRows(context: BrowserContext, panel: Page): Promise<string[]> {
  const cached: Opened[] = [];
  const cold: Opened[] = [];
  for (let i = 0; i < RUNS; i++) cached.push(await reopened(context, panel, true));
  for (let i = 0; i < RUNS; i++) cold.push(await reopened(context, panel, false));
  const row = (...cells: string[]) => `| ${cells.join(' | ')} |`;
  const ms = (runs: Opened[], part: keyof Opened) => median(runs.map((r) => r[part]));
  const value = (runs: Opened[]) =>
    `${ms(runs, 'fromNavigation').toFixed(0)} ms (${ms(runs, 'fromScript').toFixed(0)} ms from the panel's script start)`;
  return [
    row(
      `panel content drawn after opening, with a stopped worker (cached; navigation → first review card, median of ${RUNS})`,
      value(cached),
      '< 50 ms',
      ms(cached, 'fromNavigation') < 50 ? 'yes' : 'NO',
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
