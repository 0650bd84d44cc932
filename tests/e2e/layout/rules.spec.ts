import { test, expect } from '../fixtures';
import { checkScreen, LANGS, type Lang } from './matrix';
import { panelInLanguage } from './panel-in-language';

// The Reviews tab's Rules view and a rule's editor (with its preview) at panel widths, in both
// languages, light and dark: nothing wider than the panel, no enum or id on screen.

const WORDS: Record<Lang, { rules: string; newRule: string; summary: RegExp }> = {
  en: { rules: 'Rules', newRule: 'New rule', summary: /^Would have held/ },
  de: { rules: 'Regeln', newRule: 'Neue Regel', summary: /^Hätte/ },
};

for (const lang of LANGS)
  test(`the Rules view and a rule's editor fit and speak people's words (${lang})`, async ({
    sandbox,
    workerBrowsers,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];
    const { page, panel } = await panelInLanguage(workerBrowsers, sandbox.url, lang);
    await expect(panel.reviewCards().first()).toBeVisible();
    await page.getByRole('button', { name: words.rules, exact: true }).click();
    await expect(page.getByTestId('rule-row').first()).toBeVisible();
    await checkScreen(page, lang, 'rules');

    await page.getByRole('button', { name: words.newRule }).click();
    await expect(page.getByTestId('rule-preview-summary')).toHaveText(words.summary);
    await checkScreen(page, lang, 'rule-editor');
  });
