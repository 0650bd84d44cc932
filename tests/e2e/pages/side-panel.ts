import type { BrowserContext, Page } from '@playwright/test';
import { demoSites, type DemoSite } from '../../contract/sdk-client';

/**
 * The side panel, opened as a tab (the real panel can't be opened without a user gesture). It still
 * shows "the site of its window": the last active web tab, kept by the background.
 */
export async function openSidePanel(context: BrowserContext, extensionId: string): Promise<SidePanel> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  return new SidePanel(page);
}

export class SidePanel {
  constructor(readonly page: Page) {}

  siteName = () => this.page.getByTestId('site-name');
  siteId = () => this.page.getByTestId('site-id');
  pendingCount = () => this.page.getByTestId('pending-count');
  reviewCards = () => this.page.getByTestId('review-card');
  card = (reviewId: string) => this.page.locator(`[data-testid="review-card"][data-review-id="${reviewId}"]`);
  alert = () => this.page.getByRole('alert');

  /** The Requests tab, with one of its parts ("Write a review as a visitor", …) opened. */
  async openRequestsPart(name: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Requests' }).click();
    await this.page.getByText(name, { exact: true }).first().click();
  }

  async connectSandbox(sandboxUrl: string): Promise<void> {
    await this.page.getByLabel('Sandbox URL').fill(sandboxUrl);
    await this.page.getByRole('button', { name: 'Use the local sandbox' }).click();
    await this.page.getByTestId('connection-label').waitFor({ state: 'attached' });
  }

  /**
   * Connects one more of the sandbox's accounts from the header's menu ("Add an account" → "Connect
   * <name>"), and waits until the menu lists `accounts` connected.
   */
  async addAccount(accountName: string, accounts: number): Promise<void> {
    await this.openMenu();
    await this.page.getByRole('button', { name: 'Add an account' }).click();
    await this.page.getByRole('button', { name: `Connect ${accountName}` }).click();
    await this.openMenu();
    await this.page
      .getByTestId('connected-account')
      .nth(accounts - 1)
      .waitFor();
    await this.page.keyboard.press('Escape');
  }

  /** The header's "⋯" menu (connection, app identity, in-page controls, Act as a member, ids), opened. */
  async openMenu(): Promise<void> {
    const button = this.page.getByTestId('session-menu');
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }

  /** The header's site picker: its button carries the picked site's id. */
  sitePicker = () => this.page.getByTestId('site-switcher');

  /** Opens the site picker and answers what it lists: account headings and site names, in order. */
  async siteChoices(): Promise<string[]> {
    if ((await this.sitePicker().getAttribute('aria-expanded')) !== 'true') await this.sitePicker().click();
    await this.page.getByTestId('site-options').waitFor();
    return this.page
      .getByTestId('site-options')
      .locator('[data-testid="site-group"] > span:first-child, [data-testid="site-option"] span.block:first-child')
      .allTextContents();
  }

  /** Picks a site by name in the header's site picker (typing part of it, as a person would). */
  async pickSite(name: string): Promise<void> {
    if ((await this.sitePicker().getAttribute('aria-expanded')) !== 'true') await this.sitePicker().click();
    await this.page.getByRole('combobox', { name: 'Find a site by name or address' }).fill(name);
    await this.page.getByTestId('site-option').filter({ hasText: name }).first().click();
  }

  /** "Act as a member", opened from the header's menu. */
  async openActAsMember(): Promise<void> {
    await this.openMenu();
    await this.page.getByTestId('act-as-member').click();
  }
}

/** The first demo site open in the first tab (its `path`, default its home page), and the panel connected to the sandbox. */
export async function panelOnDemoSite(
  context: BrowserContext,
  extensionId: string,
  sandboxUrl: string,
  path = '/',
): Promise<{ site: DemoSite; live: Page; panel: SidePanel }> {
  const [site] = await demoSites(sandboxUrl);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}${path}`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandboxUrl);
  return { site: site!, live, panel };
}
