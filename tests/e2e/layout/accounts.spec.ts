import { test, expect } from '../fixtures';
import { demoSites } from '../../contract/sdk-client';
import { checkScreen, LANGS, type Lang } from './matrix';
import { panelInLanguage } from './panel-in-language';

// Several accounts and the all-sites inbox at panel widths, in both languages, light and
// dark: the "Add an account" form, the header's menu with two accounts, the site picker open (grouped
// by account) and the Reviews tab's "All sites" once every site is checked.

const WORDS: Record<Lang, { add: string; connect: (name: string) => string; allSites: string; checked: RegExp }> = {
  en: { add: 'Add an account', connect: (n) => `Connect ${n}`, allSites: 'All sites', checked: /^All .* checked/ },
  de: {
    add: 'Konto hinzufügen',
    connect: (n) => `${n} verbinden`,
    allSites: 'Alle Websites',
    checked: /^Alle .* geprüft/,
  },
};

for (const lang of LANGS)
  test(`two accounts: the add form, the menu, the site picker and the all-sites inbox fit and speak people's words (${lang})`, async ({
    sandbox,
    workerBrowsers,
  }) => {
    test.setTimeout(180_000); // four screens, each at four widths in two themes, with axe
    const words = WORDS[lang];
    const { page, panel, site } = await panelInLanguage(workerBrowsers, sandbox.url, lang);
    await expect(panel.reviewCards().first()).toBeVisible();
    const other = (await demoSites(sandbox.url)).find((s) => s.accountId !== site.accountId)!;

    await panel.openMenu();
    await page.getByRole('button', { name: words.add }).click();
    await expect(page.getByRole('button', { name: words.connect(other.accountName) })).toBeVisible();
    await checkScreen(page, lang, 'add-account');

    await page.getByRole('button', { name: words.connect(other.accountName) }).click();
    await panel.openMenu();
    await expect(page.getByTestId('connected-account')).toHaveCount(2);
    await checkScreen(page, lang, 'menu-two-accounts');
    await page.keyboard.press('Escape');

    await panel.sitePicker().click();
    await expect(page.getByTestId('site-group')).toHaveCount(2);
    await checkScreen(page, lang, 'site-picker');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: words.allSites, exact: true }).click();
    await expect(page.getByTestId('inbox-progress')).toHaveText(words.checked);
    await expect(page.getByTestId('inbox-item').first()).toBeVisible();
    await checkScreen(page, lang, 'all-sites-inbox');
  });
