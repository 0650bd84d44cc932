import type { BrowserContext, Page } from '@playwright/test';

/** The options page, opened as the browser opens it (`options_ui.open_in_tab`: a tab of its own). */
export async function openOptions(context: BrowserContext, extensionId: string): Promise<OptionsPage> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByRole('heading', { name: 'Sitekeeper settings' }).waitFor();
  return new OptionsPage(page);
}

export class OptionsPage {
  constructor(readonly page: Page) {}

  remember = () => this.page.getByRole('checkbox', { name: 'Remember my connection on this device' });
  storedWhere = () => this.page.getByTestId('stored-where');
  storedNow = () => this.page.getByTestId('stored-now');
  badge = () => this.page.getByRole('checkbox', { name: /Show the number of reviews waiting for moderation/ });
  search = () => this.page.getByRole('searchbox', { name: 'Find a site by name or address' });
  /** A site's row (its in-page controls and OAuth client id), once its group is open or it was found. */
  site = (siteId: string) => this.page.locator(`[data-testid="site-settings"][data-site-id="${siteId}"]`);
  /** The in-page controls' switch at one address of a site. */
  control = (siteId: string, origin: string) =>
    this.page
      .locator(`[data-testid="site-control"][data-site-id="${siteId}"][data-origin="${origin}"]`)
      .getByRole('checkbox');

  /** Types `query` into the sites' search and waits for the matches to show. */
  async findSite(query: string): Promise<void> {
    await this.search().fill(query);
    await this.page.getByTestId('site-matches').waitFor();
  }
}

/** The toolbar badge text of the tab showing `url`, read in the extension's service worker. */
export async function badgeOf(context: BrowserContext, url: string): Promise<string> {
  const sw = context.serviceWorkers()[0]!;
  return sw.evaluate(async (u) => {
    const [tab] = await chrome.tabs.query({ url: u });
    return chrome.action.getBadgeText({ tabId: tab!.id! });
  }, url);
}

/**
 * What the extension's content script on `page` gets when it asks for everything in local storage
 * (run in its isolated world through the DevTools protocol): the JSON, or "refused: <why>".
 */
export async function contentScriptReadsLocalStorage(page: Page, extensionId: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const contexts: { id: number; origin: string; auxData?: { type?: string } }[] = [];
  cdp.on('Runtime.executionContextCreated', (e: { context: (typeof contexts)[number] }) => contexts.push(e.context));
  await cdp.send('Runtime.enable');
  const world = contexts.find(
    (c) => c.auxData?.type === 'isolated' && c.origin === `chrome-extension://${extensionId}`,
  );
  if (!world) throw new Error('no content script world on the page');
  const { result } = (await cdp.send('Runtime.evaluate', {
    contextId: world.id,
    expression: `chrome.storage.local.get(null).then((v) => JSON.stringify(v), (e) => 'refused: ' + e.message)`,
    awaitPromise: true,
    returnByValue: true,
  })) as { result: { value: string } };
  await cdp.detach();
  return result.value;
}
