import { test, expect } from '../fixtures';
import { demoSites } from '../../contract/sdk-client';
import { connectEveryAccount } from '../pages/every-account';
import { checkScreen, LANGS, type Lang } from './matrix';
import { panelInLanguage } from './panel-in-language';

// Settings at an agency's scale (the agency seed: 1 000 sites and more over five accounts, every one
// connected) at panel widths, in both languages, light and dark: the page as it opens (general settings,
// then one folded line per account), the biggest account opened (its first sites and its bulk
// switches), and a search's matches.

test.use({ seed: 'agency' });

const WORDS: Record<Lang, { add: string; search: string }> = {
  en: { add: 'Add an account', search: 'Find a site by name or address' },
  de: { add: 'Konto hinzufügen', search: 'Website nach Name oder Adresse suchen' },
};

for (const lang of LANGS)
  test(`Settings with 1 000 sites: folded, an account open, a search fit and speak people's words (${lang})`, async ({
    sandbox,
    workerBrowsers,
  }) => {
    test.setTimeout(300_000); // five accounts connected, three screens at four widths in two themes, with axe
    const words = WORDS[lang];
    const { context, page, extensionId } = await panelInLanguage(workerBrowsers, sandbox.url, lang);
    const sites = await demoSites(sandbox.url);
    const accounts = [...new Set(sites.map((s) => s.accountId))];
    await connectEveryAccount(page, accounts.length, words.add);

    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const groups = options.getByTestId('account-sites');
    await expect(groups).toHaveCount(accounts.length);
    await checkScreen(options, lang, 'settings-agency');

    const biggest = accounts
      .map((id) => ({ id, count: sites.filter((s) => s.accountId === id).length }))
      .sort((a, b) => b.count - a.count)[0]!;
    await options.locator(`[data-testid="account-sites"][data-account-id="${biggest.id}"] > button`).click();
    await expect(options.getByTestId('site-settings')).toHaveCount(20);
    await checkScreen(options, lang, 'settings-agency-account');

    await options.getByRole('searchbox', { name: words.search }).fill(sites.at(-1)!.name.split(' ')[0]!);
    await expect(options.getByTestId('site-settings').first()).toBeVisible();
    await checkScreen(options, lang, 'settings-agency-search');
  });
