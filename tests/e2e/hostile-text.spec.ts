// The hostile-text corpus (sandbox/seed/hostile-corpus.ts, docs/security.md §7): markup, scripts, bidi
// overrides, zero-width characters, a 10 000-character name, emoji, formula prefixes and
// `javascript:` URLs in every field a screen shows. Every screen shows them as text (the markup is
// visible as written), nothing runs (each planted script would set `window.__hostile`), nothing is
// wider than the panel, no planted URL becomes a link or an image, and no exported cell is a formula.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { csvCells, downloadedText } from './downloads';
import { overflows } from './layout/checks';
import { demoSites } from '../contract/sdk-client';
import { LiveControls } from './pages/live-controls';
import { panelOnDemoSite } from './pages/side-panel';
import { CORPUS, plantHostileCorpus } from '../../sandbox/seed/hostile-corpus';

const FORMULA_LEAD = /^[=+\-@\t\r]/;

/** What must hold on whatever the panel shows now. */
async function expectSafe(page: Page, screen: string): Promise<void> {
  expect(await overflows(page), `${screen}: nothing wider than the panel`).toEqual([]);
  const ran = await page.evaluate(() => (window as unknown as { __hostile?: unknown }).__hostile !== undefined);
  expect(ran, `${screen}: no planted script ran`).toBe(false);
  const planted = await page.evaluate(() => ({
    links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    images: [...document.querySelectorAll('img[src]')].map((i) => i.getAttribute('src') ?? ''),
    markup: document.querySelectorAll('body script, [onerror], [onmouseover]').length,
  }));
  expect(
    planted.links.filter((h) => /^\s*javascript:/i.test(h)),
    `${screen}: no javascript: link`,
  ).toEqual([]);
  expect(
    planted.images.filter((s) => /^(javascript:|x$)/i.test(s)),
    `${screen}: no planted image`,
  ).toEqual([]);
  expect(planted.markup, `${screen}: no planted element`).toBe(0);
}

// The browser is the worker's: later tests keep their own dialogs.
let stopListening: (() => void) | undefined;
test.afterEach(() => stopListening?.());

test('a hostile-text corpus in every field shows as text on every screen, in the page controls and in exports', async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  const dismissDialogs = (p: Page) =>
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  context.on('page', dismissDialogs);
  stopListening = () => context.off('page', dismissDialogs);
  const [first] = await demoSites(sandbox.url);
  const planted = plantHostileCorpus(sandbox.db, first!.id);
  const { site, panel, live } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  await page.setViewportSize({ width: 360, height: 800 });
  const go = async (hash: string) => {
    await page.evaluate((h) => (window.location.hash = h), hash);
  };

  // The site's name in the header.
  await expect(panel.siteName()).toContainText(CORPUS.html);
  await expectSafe(page, 'header');

  // The desk: the pending review, then the published one with its reply.
  await go('tool=reviews');
  const pending = panel.card(planted.pendingReviewId);
  await expect(pending).toContainText(CORPUS.html);
  await expectSafe(page, 'desk, pending');
  await go('tool=reviews&reviews.status=APPROVED');
  const published = panel.card(planted.publishedReviewId);
  await expect(published).toContainText(CORPUS.script);
  await expect(published.getByTestId('review-reply')).toContainText(CORPUS.formula);
  await expect(published).toContainText('Bartholomew');
  await expectSafe(page, 'desk, published');

  // Members: the list and the card.
  await go('tool=members');
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  await expectSafe(page, 'members list');
  await go(`tool=members&members.member=${planted.memberId}`);
  const member = page.getByTestId('member-card');
  await expect(member).toContainText(CORPUS.html);
  await expect(member).toContainText('Bartholomew');
  await expectSafe(page, 'member card');

  // Contacts: the list and the card, with the planted label and extended fields.
  await go('tool=contacts');
  await expect(page.getByTestId('contact-row').first()).toBeVisible();
  await expectSafe(page, 'contacts list');
  await go(`tool=contacts&contacts.contact=${planted.contactId}`);
  const contact = page.getByTestId('contact-card');
  await expect(contact).toContainText(CORPUS.script);
  await expect(contact).toContainText('=HYPERLINK');
  await expect(contact).toContainText(CORPUS.jsUrl);
  await expectSafe(page, 'contact card');

  // Media: the grid and the file's detail.
  await go('tool=media');
  await expect(page.getByTestId('media-thumb').first()).toBeVisible();
  await expectSafe(page, 'media grid');
  await go(`tool=media&media.file=${planted.fileId}`);
  await expect(page.getByTestId('media-detail')).toContainText(CORPUS.script);
  await expectSafe(page, 'media detail');

  // Requests: the planted contact is a recipient.
  await go('tool=review-requests');
  await expect(page.getByText(CORPUS.script).first()).toBeVisible();
  await expectSafe(page, 'requests');

  // Exports: no cell a spreadsheet would run as a formula; the planted ones kept, behind a '.
  const cells: string[] = [];
  await go('tool=contacts');
  const contactsCsv = await downloadedText(page.getByRole('button', { name: 'Export to CSV' }));
  await go('tool=members');
  const membersCsv = await downloadedText(page.getByRole('button', { name: 'Export to CSV' }));
  for (const text of [contactsCsv, membersCsv]) cells.push(...csvCells(text).flat());
  expect(cells.filter((c) => FORMULA_LEAD.test(c))).toEqual([]);
  for (const formula of [CORPUS.formula, CORPUS.plus, CORPUS.at]) expect(cells).toContain(`'${formula}`);

  // The live product page: the strip lists the pending review as text, the control names the published one.
  await live.goto(`${site.liveUrl}/product-page/${planted.productSlug}`);
  await live.bringToFront();
  const controls = await LiveControls.of(live);
  await expect.poll(() => controls.about(planted.publishedReviewId)).toContain('Bartholomew');
  await expect.poll(() => controls.stripHeading()).toMatch(/wait/);
  await controls.openStripAtStart();
  await expect.poll(() => controls.stripText()).toContain(CORPUS.html);
  expect(await controls.framesRanPlantedScript()).toBe(false);
  expect(await live.evaluate(() => (window as unknown as { __hostile?: unknown }).__hostile)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
