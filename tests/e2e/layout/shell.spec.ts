import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, launchBrowser } from '../fixtures';
import { demoSites } from '../../contract/sdk-client';
import { SidePanel } from '../pages/side-panel';
import { checkScreen, LANGS } from './matrix';

for (const lang of LANGS)
  test(`the panel's first screens fit and speak people's words (${lang})`, async ({ sandbox }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-layout-'));
    const context = await launchBrowser(dir, lang);
    try {
      const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const id = new URL(sw.url()).host;
      const [site] = await demoSites(sandbox.url);
      const live = context.pages()[0] ?? (await context.newPage());
      await live.goto(site!.liveUrl);
      const page = await context.newPage();
      await page.goto(`chrome-extension://${id}/sidepanel.html`);
      const panel = new SidePanel(page);
      await checkScreen(page, lang, 'connect');
      await page
        .getByTestId('sandbox-url')
        .or(page.getByLabel(/Sandbox/))
        .first()
        .fill(sandbox.url);
      await page
        .getByTestId('connect-sandbox')
        .or(page.getByRole('button', { name: /sandbox/i }))
        .first()
        .click();
      await page.getByTestId('connection-label').waitFor();
      await expect(panel.reviewCards().first()).toBeVisible();
      await checkScreen(page, lang, 'reviews');
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
