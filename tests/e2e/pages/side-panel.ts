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

  /** The header's "⋯" menu (connection, app identity, in-page controls, Act as a member, ids), opened. */
  async openMenu(): Promise<void> {
    const button = this.page.getByTestId('session-menu');
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
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
