import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { contactWithEmail } from '../../contract/review-requests-helpers';
import { checkScreen, LANGS, WIDTHS, type Lang } from './matrix';
import { panelInLanguage } from './panel-in-language';

// The Reviews tool's screens at panel widths, in both languages: the desk's list (its first review
// within the top 400 px at 360 × 800), a card with its reply editor open, the filters and the rating
// chart open, a selection with the bulk bar, and the Requests tab's list and form.

/** The few words the spec clicks by, per language (everything else is found by test id). */
const WORDS: Record<Lang, { reply: string; requests: string; schedule: string; saved: string }> = {
  en: { reply: 'Reply', requests: 'Requests', schedule: 'Ask a customer for a review', saved: 'Saved replies' },
  de: {
    reply: 'Antworten',
    requests: 'Anfragen',
    schedule: 'Kunden um eine Bewertung bitten',
    saved: 'Antwortvorlagen',
  },
};

const firstCardTop = (page: Page) =>
  page
    .getByTestId('review-card')
    .first()
    .boundingBox()
    .then((box) => box?.y ?? Infinity);

for (const lang of LANGS)
  test(`the Reviews tool's screens fit and speak people's words (${lang})`, async ({ sandbox, workerBrowsers }) => {
    test.setTimeout(240_000);
    const { page, panel, site } = await panelInLanguage(workerBrowsers, sandbox.url, lang);
    const words = WORDS[lang];

    // The list first: the first review starts within the top 400 px of a 360 × 800 panel.
    await expect(panel.reviewCards().first()).toBeVisible();
    await expect(page.getByTestId('match-count')).not.toHaveText(/^\s*$/);
    expect(await firstCardTop(page)).toBeLessThanOrEqual(400);
    await expect(page.getByTestId('rating-chart')).not.toHaveAttribute('open');
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
    await checkScreen(page, lang, 'desk');

    // Opened again: the list kept from before is drawn at once, its age ("as of a moment ago") beside
    // the scope buttons, where it keeps its place, invisible, once the fresh list is in. At every
    // width it fits within their height, so neither its coming nor its going moves a line.
    await page.reload();
    await expect(panel.reviewCards().first()).toBeVisible();
    const age = page.getByTestId('cached-age');
    await expect(age).toHaveCount(1);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const ageBox = (await age.boundingBox())!;
      const scopeBox = (await page.getByTestId('reviews-scope').boundingBox())!;
      expect(ageBox.y, `${lang} ${width} px: the age within the scope line`).toBeGreaterThanOrEqual(scopeBox.y - 1);
      expect(ageBox.y + ageBox.height).toBeLessThanOrEqual(scopeBox.y + scopeBox.height + 1);
      expect(ageBox.x + ageBox.width).toBeLessThanOrEqual(width);
      expect(await age.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await page.setViewportSize({ width: 360, height: 800 });

    // A review with its reply editor open.
    const card = panel.reviewCards().first();
    await card.getByRole('button', { name: words.reply, exact: true }).click();
    await expect(card.getByRole('textbox')).toBeFocused();
    await checkScreen(page, lang, 'desk-reply');
    // Its saved replies open beside it.
    await card.getByRole('button', { name: words.saved }).click();
    await expect(card.getByRole('listbox', { name: words.saved })).toBeFocused();
    await checkScreen(page, lang, 'desk-reply-saved');
    await page.keyboard.press('Escape');
    await expect(card.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');

    // The filters, the rating chart and the reply pace open.
    await page.getByTestId('filters-button').click();
    await expect(page.getByTestId('desk-filters')).toBeVisible();
    await page.getByTestId('rating-chart').locator('summary').click();
    await expect(page.getByTestId('rating-count-5')).toBeVisible();
    await page.getByTestId('reply-pace').locator('summary').click();
    await expect(page.getByTestId('reply-pace-figures')).toBeVisible();
    await checkScreen(page, lang, 'desk-filters');
    await page.getByTestId('filters-button').click();

    // Something ticked: the bulk bar.
    await page.getByTestId('select-page').check();
    await expect(page.getByTestId('bulk-bar')).toBeVisible();
    await checkScreen(page, lang, 'desk-selected');

    // The Requests tab: its list, then its form with a recipient picked.
    await page.getByRole('tab', { name: words.requests }).click();
    await expect(page.getByTestId('review-request').first()).toBeVisible();
    await checkScreen(page, lang, 'requests');
    await page.getByText(words.schedule, { exact: true }).first().click();
    const form = page.getByRole('form', { name: words.schedule });
    const unsubscribed = contactWithEmail(sandbox.db, site.id, 'unsubscribed');
    await form.getByRole('searchbox').first().fill(unsubscribed.email.slice(0, 6));
    await expect(form.getByTestId('contact-match').first()).toBeVisible();
    await checkScreen(page, lang, 'requests-form');
  });
