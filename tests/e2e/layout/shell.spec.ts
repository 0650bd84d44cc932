import { test, expect } from '../fixtures';
import { checkScreen, LANGS } from './matrix';
import { connectIn, panelInLanguage } from './panel-in-language';

for (const lang of LANGS)
  test(`the panel's first screens fit and speak people's words (${lang})`, async ({ sandbox, workerBrowsers }) => {
    test.setTimeout(180_000); // five screens, each at four widths in two themes, with axe
    const {
      context,
      page,
      panel,
      extensionId: id,
    } = await panelInLanguage(workerBrowsers, sandbox.url, lang, {
      connect: false,
    });
    await checkScreen(page, lang, 'connect');
    await connectIn(page, sandbox.url);
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
  });
