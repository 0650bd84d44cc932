// Contacts rows of `npm run bench`, measured in the real side panel (built extension, headless
// Chromium) on the large seed's first site: a name typed as a person types it, from the last
// keystroke to the list drawn for that text (the debounce stated apart), and how many provider
// calls the typing made (the sandbox's request log).
import type { Page } from '@playwright/test';
import type { Db } from '../sandbox/db/open.ts';
import { SEARCH_DEBOUNCE_MS } from '../components/contacts/ContactSearch.tsx';
import { openConnectedPanel } from './panel-browser.ts';
import { within } from './bounded-wait.ts';

export interface ContactsPanelBench {
  contacts: number;
  debounceMs: number;
  /** Last keystroke → list drawn, minus the debounce, per name typed. */
  drawnAfterDebounceMs: number[];
  /** Provider calls (query + facets) per name typed. */
  callsPerName: number[];
  letters: number[];
}

const NAMES = 6;
const KEY_DELAY_MS = 70; // a fast typist

/** Names with at least 8 letters that start some contact's last name, spread over the alphabet. */
function namesToType(db: Db, siteId: string): string[] {
  const rows = db
    .prepare(
      "SELECT DISTINCT json_extract(doc, '$.info.name.last') AS last FROM contacts WHERE site_id = ? AND length(json_extract(doc, '$.info.name.last')) >= 8 LIMIT 400",
    )
    .all(siteId) as { last: string }[];
  const picked: string[] = [];
  for (let i = 0; i < rows.length && picked.length < NAMES; i += Math.max(1, Math.floor(rows.length / NAMES)))
    picked.push(rows[i]!.last.slice(0, 10));
  return picked;
}

async function providerCallsSince(
  sandboxUrl: string,
  siteId: string,
  since: number,
): Promise<{ calls: number; last: number }> {
  const res = await fetch(`${sandboxUrl}/_sandbox/requests?siteId=${siteId}&since=${since}`);
  const body = (await res.json()) as { requests: { seq: number; path: string }[]; lastSeq: number };
  const calls = body.requests.filter(
    (r) => r.path.startsWith('/contacts/v4/contacts/query') || r.path.startsWith('/contacts/v4/contacts/facets'),
  ).length;
  return { calls, last: body.lastSeq };
}

/** Waits until the list shows the answer for `text` (not a previous text's list kept while loading). */
async function listDrawnFor(page: Page, text: string): Promise<void> {
  await within(
    `the contacts list for "${text}"`,
    30_000,
    page.waitForFunction(
      (q) => {
        const hash = new URLSearchParams(window.location.hash.slice(1));
        const total = document.querySelector('[data-testid="contacts-total"]')?.textContent ?? '…';
        return (hash.get('contacts.q') ?? '') === q && total !== '…' && !document.querySelector('[aria-busy="true"]');
      },
      text,
      { polling: 'raf', timeout: 31_000 },
    ),
    async () =>
      `the address ${new URL(page.url()).hash}, total "${await page.getByTestId('contacts-total').textContent({ timeout: 1000 })}"`,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

export async function benchContactsPanel(
  sandboxUrl: string,
  db: Db,
  site: { id: string; liveUrl: string },
): Promise<ContactsPanelBench> {
  const count = (db.prepare('SELECT count(*) AS n FROM contacts WHERE site_id = ?').get(site.id) as { n: number }).n;
  const names = namesToType(db, site.id);
  const { context, page } = await openConnectedPanel(sandboxUrl, site.liveUrl);
  try {
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByTestId('contacts-total').filter({ hasNotText: '…' }).waitFor();
    const box = page.getByLabel('Search contacts');
    const drawnAfterDebounceMs: number[] = [];
    const callsPerName: number[] = [];
    let since = (await providerCallsSince(sandboxUrl, site.id, 0)).last;
    for (const name of names) {
      await box.fill('');
      await listDrawnFor(page, '');
      since = (await providerCallsSince(sandboxUrl, site.id, since)).last;
      await box.pressSequentially(name, { delay: KEY_DELAY_MS });
      const lastKey = performance.now();
      await listDrawnFor(page, name);
      drawnAfterDebounceMs.push(performance.now() - lastKey - SEARCH_DEBOUNCE_MS);
      const made = await providerCallsSince(sandboxUrl, site.id, since);
      callsPerName.push(made.calls);
      since = made.last;
    }
    return {
      contacts: count,
      debounceMs: SEARCH_DEBOUNCE_MS,
      drawnAfterDebounceMs,
      callsPerName,
      letters: names.map((n) => n.length),
    };
  } finally {
    await context.close();
  }
}

// `npx tsx bench/contacts-panel.ts` runs it alone, on the small seed (mechanics only; the numbers that count come from `npm run bench`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startSandbox } = await import('../sandbox/server.ts');
  const { DEV_EXTENSION_ID } = await import('../scripts/dev-extension-key.ts');
  const sandbox = await startSandbox({ allowExtensions: [DEV_EXTENSION_ID], port: 0, quiet: true });
  try {
    const sites = (
      (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as { sites: { id: string; liveUrl: string }[] }
    ).sites;
    console.log(JSON.stringify(await benchContactsPanel(sandbox.url, sandbox.db, sites[0]!), null, 1));
  } finally {
    await sandbox.close();
  }
}
