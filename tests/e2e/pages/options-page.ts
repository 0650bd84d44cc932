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
  sites = () => this.page.getByTestId('enabled-site');
  site = (siteId: string, origin: string) => this.page.locator(`[data-testid="enabled-site"][data-site-id="${siteId}"][data-origin="${origin}"]`);
}

/** The toolbar badge text of the tab showing `url`, read in the extension's service worker. */
export async function badgeOf(context: BrowserContext, url: string): Promise<string> {
  const sw = context.serviceWorkers()[0]!;
  return sw.evaluate(async (u) => {
    const [tab] = await chrome.tabs.query({ url: u });
    return chrome.action.getBadgeText({ tabId: tab!.id! });
  }, url);
}
