import type { BrowserContext, Page } from '@playwright/test';
import { ENGLISH, type WorkerBrowsers } from '../fixtures';
import { demoSites, type DemoSite } from '../../contract/sdk-client';
import { SidePanel } from '../pages/side-panel';
import type { Lang } from './matrix';

// The layout suite's starting point: the worker's browser in one language (the UI language is the
// browser's: English is the browser every other test uses, German one of its own), made fresh, the
// first demo site in a tab, the side panel open as a page.

export interface PanelInLanguage {
  context: BrowserContext;
  page: Page;
  panel: SidePanel;
  site: DemoSite;
  extensionId: string;
}

/** "Use the local sandbox" on the connect screen, found by its words in either language. */
export async function connectIn(page: Page, sandboxUrl: string): Promise<void> {
  await page
    .getByLabel(/Sandbox/)
    .first()
    .fill(sandboxUrl);
  await page
    .getByRole('button', { name: /sandbox/i })
    .first()
    .click();
  await page.getByTestId('connection-label').waitFor({ state: 'attached' });
}

export async function panelInLanguage(
  browsers: WorkerBrowsers,
  sandboxUrl: string,
  lang: Lang,
  { connect = true }: { connect?: boolean } = {},
): Promise<PanelInLanguage> {
  const context = await browsers.fresh(lang === 'en' ? ENGLISH : lang);
  const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(sw.url()).host;
  const [site] = await demoSites(sandboxUrl);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(site!.liveUrl);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  if (connect) await connectIn(page, sandboxUrl);
  return { context, page, panel: new SidePanel(page), site: site!, extensionId };
}
