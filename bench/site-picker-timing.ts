// The site picker's rows of the agency panel bench: the pure `siteRows` over every site
// in Node, and, in the panel, each key typed into the picker's search box → its rows drawn.
import type { Page } from '@playwright/test';
import { indexSites, siteRows } from '../components/session/site-rows.ts';
import type { AccountSite } from '../lib/messaging/site.ts';
import { summarize, type LatencySummary } from './stats.ts';

/** What an admin looks for: words of the agency's site names and a part of an address. */
export const PICKER_QUERIES = ['juniper', 'bakery', 'fox hare', 'studio', 'garden', 'sites/juniper-', 'zzz'];
const KEY_DELAY_MS = 120;

export interface PickerReport {
  sites: number;
  /** `siteRows` over every site, per query and prefix of it (the words indexed once). */
  nodeFilterMs: LatencySummary;
  /** `indexSites` over every site (once per list of sites). */
  nodeIndexMs: number;
  /** A key typed in the panel's search box → the frame with its rows drawn, per key. */
  keyToRowsMs: LatencySummary;
  keys: number;
}

/** Every prefix of every query: what the list is filtered on as someone types. */
const prefixes = (queries: readonly string[]) => queries.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)));

/** The pure filtering, as the picker runs it on each key: the index built once, rows per query. */
export function timeSiteRowsInNode(
  sites: readonly AccountSite[],
  accounts: ReadonlyArray<{ accountId: string; name: string }>,
  rounds = 20,
): { filter: LatencySummary; indexMs: number } {
  let t = performance.now();
  const indexed = indexSites(sites);
  const indexMs = performance.now() - t;
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const q of ['', ...prefixes(PICKER_QUERIES)]) {
      t = performance.now();
      siteRows(indexed, accounts, q);
      times.push(performance.now() - t);
    }
  return { filter: summarize(times), indexMs };
}

/**
 * Installed once in the panel: each `input` event on the picker's search box (seen first, on the
 * window, before React's own listener) starts a clock; the frame after its rows are in place stops it.
 */
const KEY_CLOCK = `(() => {
  window.__pickerTimes = [];
  window.addEventListener('input', (e) => {
    if (!(e.target instanceof HTMLInputElement) || e.target.getAttribute('role') !== 'combobox') return;
    const t0 = performance.now();
    const value = e.target.value;
    requestAnimationFrame(() => setTimeout(() => {
      const options = document.querySelectorAll('[data-testid="site-option"]').length;
      window.__pickerTimes.push({ ms: performance.now() - t0, value, options });
    }));
  }, true);
})()`;

/** Opens the header's site picker and types each query a key at a time; the panel must be connected. */
export async function timePickerInPanel(page: Page): Promise<{ keyToRows: LatencySummary; keys: number }> {
  await page.evaluate(KEY_CLOCK);
  const picker = page.getByTestId('site-switcher');
  if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
  const box = page.getByRole('combobox');
  await page.getByTestId('site-option').first().waitFor();
  for (const query of PICKER_QUERIES) {
    await box.fill('');
    await box.pressSequentially(query, { delay: KEY_DELAY_MS });
    await page.waitForTimeout(200);
    // The rows drawn are the query's: each shown site holds every word typed.
    const wrong = await page.evaluate<string[]>(`(() => {
      const words = ${JSON.stringify(query)}.split(/\\s+/);
      return [...document.querySelectorAll('[data-testid="site-option"]')]
        .map((o) => o.textContent.toLowerCase())
        .filter((t) => !words.every((w) => t.includes(w)));
    })()`);
    if (wrong.length > 0) throw new Error(`The picker showed "${wrong[0]}" for "${query}".`);
  }
  await page.keyboard.press('Escape');
  const times = await page.evaluate<Array<{ ms: number; value: string }>>('window.__pickerTimes');
  const typed = times.filter((t) => t.value !== '');
  return { keyToRows: summarize(typed.map((t) => t.ms)), keys: typed.length };
}
