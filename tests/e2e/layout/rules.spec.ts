import { test, expect } from '../fixtures';
import { checkScreen, LANGS, type Lang } from './matrix';
import { panelInLanguage } from './panel-in-language';

// The Reviews tab's Rules view, a rule's editor (with its preview, then on star ratings) and copying rules to other sites (the
// sites, then what would change on each), then its saved replies and a saved reply's editor, at panel
// widths, in both languages, light and dark: nothing wider than the panel, no enum or id on screen.

const WORDS: Record<
  Lang,
  {
    rules: string;
    newRule: string;
    summary: RegExp;
    cancel: string;
    copy: string;
    preview: string;
    saved: string;
    newSaved: string;
  }
> = {
  en: {
    rules: 'Rules',
    newRule: 'New rule',
    summary: /^Would have held/,
    cancel: 'Cancel',
    copy: 'Copy rules to other sites',
    preview: 'Show what would change',
    saved: 'Saved replies',
    newSaved: 'New saved reply',
  },
  de: {
    rules: 'Regeln',
    newRule: 'Neue Regel',
    summary: /^Hätte/,
    cancel: 'Abbrechen',
    copy: 'Regeln auf andere Websites kopieren',
    preview: 'Zeigen, was sich ändert',
    saved: 'Vorlagen',
    newSaved: 'Neue Antwortvorlage',
  },
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
    // The star ratings' choices (the first of the editor's lists: which reviews).
    await page.getByTestId('rule-editor').locator('select').first().selectOption('ATTRIBUTE');
    await expect(page.getByTestId('rule-editor').getByRole('checkbox')).toHaveCount(6);
    await checkScreen(page, lang, 'rule-editor-ratings');

    await page.getByTestId('rule-editor').getByRole('button', { name: words.cancel }).click();
    await page.getByRole('button', { name: words.copy }).click();
    await expect(page.getByRole('region', { name: words.copy }).getByRole('checkbox').first()).toBeVisible();
    await checkScreen(page, lang, 'rules-copy');

    await page.getByRole('region', { name: words.copy }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: words.preview }).click();
    await expect(page.getByTestId('copy-plans').getByRole('listitem')).toHaveCount(1);
    await checkScreen(page, lang, 'rules-copy-preview');

    // The saved replies (the defaults in the browser's language), then a new one's editor.
    await page.getByRole('button', { name: words.saved, exact: true }).click();
    await expect(page.getByTestId('saved-reply-row').first()).toBeVisible();
    await checkScreen(page, lang, 'saved-replies');
    await page.getByRole('button', { name: words.newSaved }).click();
    await expect(page.getByTestId('saved-reply-editor')).toBeVisible();
    await checkScreen(page, lang, 'saved-reply-editor');
  });
