import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, launchBrowser } from '../fixtures';
import { demoSites } from '../../contract/sdk-client';
import { SidePanel } from '../pages/side-panel';
import { checkScreen, LANGS } from './matrix';

for (const lang of LANGS)
  test(`the panel's first screens fit and speak people's words (${lang})`, async ({ sandbox }) => {
    test.setTimeout(180_000); // five screens, each at three widths in two themes, with axe
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
      await page.getByTestId('connection-label').waitFor({ state: 'attached' });
      await expect(panel.reviewCards().first()).toBeVisible();
      await checkScreen(page, lang, 'reviews');
      // The header is one line; the menu holds the connection, the identity and the ids.
      expect((await page.locator('header').boundingBox())!.height).toBeLessThanOrEqual(48);
      await panel.openMenu();
      await expect(page.getByTestId('connection-label')).toBeVisible();
      await checkScreen(page, lang, 'menu');
      // Every tool's tab is on screen at the narrowest width, in either language.
      await page.setViewportSize({ width: 320, height: 800 });
      for (const tab of await page.getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      // "Act as a member", opened from the menu, above the tools.
      await panel.openActAsMember();
      await expect(
        page.getByRole('region', { name: lang === 'de' ? 'Als Mitglied handeln' : 'Act as a member' }),
      ).toBeVisible();
      await checkScreen(page, lang, 'act-as-member');
      // Settings, in a narrow window.
      const options = await context.newPage();
      await options.goto(`chrome-extension://${id}/options.html`);
      await options.getByTestId('stored-now').waitFor();
      await checkScreen(options, lang, 'options');
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
