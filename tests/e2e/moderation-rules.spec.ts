// A shop owner's moderation rules: the seeded "hold every new review" rule turned off, "hold reviews
// with photos" written with its preview listing photo reviews, saved; then a visitor's review with a
// photo waits in the desk and in the product page's strip saying why, and one without is published at
// once. The rules copied to two other sites, of two accounts, show on each.
import { expect, test } from './fixtures';
import { png } from './media-bytes';
import { LiveControls } from './pages/live-controls';
import { stopServiceWorker } from './stop-worker';
import { panelOnDemoSite } from './pages/side-panel';
import { firstProductId, pendingReviews, providerRequests, reviewStatus } from './sandbox-db';
import { demoSites } from '../contract/sdk-client';

test('hold reviews with photos: the preview lists photo reviews, a visitor photo review waits saying why (desk and strip), one without is published', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel, live } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  await page.getByRole('navigation', { name: 'Which reviews' }).getByRole('button', { name: 'Rules' }).click();
  const view = page.getByTestId('rules-view');
  const seeded = view.getByRole('checkbox', { name: 'On: Hold every new review for my approval' });
  await expect(seeded).toBeChecked();
  await seeded.click();
  await expect(seeded).not.toBeChecked();

  await view.getByRole('button', { name: 'New rule' }).click();
  const editor = view.getByTestId('rule-editor');
  await expect(editor.getByLabel('Which reviews')).toHaveValue('CONTENT_FEATURES');
  await expect(editor.getByLabel('Photos')).toBeChecked();
  await expect(editor.getByTestId('rule-editor-sentence')).toHaveText(
    'The rule: Hold reviews with photos for my approval',
  );
  await expect(editor.getByTestId('rule-preview-summary')).toContainText(
    /Would have held \d+ of the last \d+ reviews\./,
  );
  await expect(editor.getByTestId('rule-preview-list').getByRole('listitem').first()).toBeVisible();
  const previewReads = (await providerRequests(sandbox)).filter((r) => r.path.endsWith('/reviews/query')).length;
  // Typing more does not read the reviews again.
  await editor.getByLabel('Videos').check();
  await editor.getByLabel('Videos').uncheck();
  await editor.getByRole('button', { name: 'Add rule' }).click();
  await expect(editor).toHaveCount(0);
  await expect(view.getByTestId('rule-row')).toHaveCount(2);
  await expect(view.getByTestId('rule-row').nth(1)).toContainText('Hold reviews with photos for my approval');
  expect((await providerRequests(sandbox)).filter((r) => r.path.endsWith('/reviews/query')).length).toBe(previewReads);

  // A visitor writes two reviews: one with a photo, one without.
  await panel.openRequestsPart('Write a review as a visitor');
  const section = page.getByRole('region', { name: 'Write a review as a visitor' });
  await section.getByLabel("The site's OAuth client id").fill(site.oauthClientId);
  await section.getByRole('button', { name: 'Save' }).click();
  const form = section.getByRole('form', { name: 'Write a review as a visitor' });
  const write = async (name: string, title: string, photo: boolean) => {
    await form.getByLabel("Visitor's name").fill(name);
    await form.getByLabel("Visitor's email").fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`);
    await form.getByLabel('Item (product name or ID)').fill(firstProductId(sandbox, site.id));
    await form.getByLabel('5 ★').check();
    await form.getByLabel('Title').fill(title);
    if (photo)
      await form
        .getByTestId('review-photo-input')
        .setInputFiles({ name: 'roses.png', mimeType: 'image/png', buffer: png(6, 4) });
    await form.getByRole('button', { name: 'Write the review' }).click();
    await expect(form.getByTestId('collected-review')).toContainText(`Review by ${name} added`);
  };
  await write('Pia Photo', 'Look at these roses', true);
  await expect(form.getByTestId('collected-review')).toHaveAttribute('data-status', 'IN_MODERATION');
  await write('Tom Text', 'Lovely roses, no picture', false);
  await expect(form.getByTestId('collected-review')).toHaveAttribute('data-status', 'APPROVED');

  const held = pendingReviews(sandbox, site.id).find((r) => r.author === 'Pia Photo')!;
  expect(reviewStatus(sandbox, site.id, held.id)).toBe('IN_MODERATION');
  expect(pendingReviews(sandbox, site.id).find((r) => r.author === 'Tom Text')).toBeUndefined();

  // The desk: the photo review waits, saying why (the site's rules read once for every card).
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByRole('navigation', { name: 'Which reviews' }).getByRole('button', { name: 'This site' }).click();
  await expect(panel.card(held.id).getByTestId('why-waiting')).toHaveText('Held: has photos');

  // The product page's strip says it too, from the rules the background read and wrote for the Rules view.
  const { slug } = sandbox.db
    .prepare('SELECT slug FROM products WHERE id = ?')
    .get(firstProductId(sandbox, site.id)) as { slug: string };
  await live.goto(`${site.liveUrl}/product-page/${slug}`);
  await live.bringToFront();
  // The review without a photo is live on the product page; the held one is not.
  await expect(live.getByText('Lovely roses, no picture')).toBeVisible();
  await expect(live.getByText('Look at these roses')).toHaveCount(0);
  const controls = await LiveControls.of(live);
  await expect.poll(() => controls.stripHeading(), { message: "the product page's strip" }).toMatch(/of this item/);
  await controls.openStripAtStart();
  await expect
    .poll(() => controls.stripWhy(held.id), { message: "the held review's line in the strip" })
    .toBe('Held: has photos');

  // After the service worker started again (it knows no rules then), the strip reads them as it opens;
  // the panel closed, so that nothing but the strip can have read them.
  await stopServiceWorker(context, page);
  await page.close();
  await live.reload();
  const again = await LiveControls.of(live);
  await expect.poll(() => again.stripHeading(), { message: "the product page's strip, again" }).toMatch(/of this item/);
  await again.openStripAtStart();
  await expect
    .poll(() => again.stripWhy(held.id), { message: "the held review's line in the strip, its rules read" })
    .toBe('Held: has photos');
});

test("a review the preview lists opens in this site's desk", async ({ context, extensionId, sandbox }) => {
  const { panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  await page.getByRole('navigation', { name: 'Which reviews' }).getByRole('button', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'New rule' }).click();
  const first = page.getByTestId('rule-preview-list').getByRole('listitem').first();
  const reviewId = (await first.getAttribute('data-review-id'))!;
  await first.getByRole('button').click();
  await expect(page.getByTestId('rules-view')).toHaveCount(0);
  await expect(panel.card(reviewId)).toBeVisible();
  await expect(panel.card(reviewId).getByRole('img').first()).toBeVisible();
});

test("a site's rules copied to two other sites, of two accounts: previewed, confirmed once, shown on each", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const sites = await demoSites(sandbox.url);
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  const sameAccount = sites.find((s) => s.accountId === site.accountId && s.id !== site.id)!;
  const otherAccount = sites.find((s) => s.accountId !== site.accountId)!;
  await panel.addAccount(otherAccount.accountName, 2);

  const rulesChoice = page.getByRole('navigation', { name: 'Which reviews' }).getByRole('button', { name: 'Rules' });
  await rulesChoice.click();
  const view = page.getByTestId('rules-view');
  await view.getByRole('button', { name: 'New rule' }).click();
  await view.getByTestId('rule-editor').getByRole('button', { name: 'Add rule' }).click();
  await expect(view.getByTestId('rule-row')).toHaveCount(2);

  await view.getByRole('button', { name: 'Copy rules to other sites' }).click();
  const list = view.getByTestId('copy-sites');
  // Grouped by account, as the site picker lists them.
  await expect(list.getByText(otherAccount.accountName, { exact: true })).toBeVisible();
  await list.getByRole('checkbox', { name: sameAccount.name }).check();
  await list.getByRole('checkbox', { name: otherAccount.name }).check();
  await view.getByRole('button', { name: 'Show what would change' }).click();
  const plans = view.getByTestId('copy-plans');
  for (const s of [sameAccount, otherAccount])
    await expect(plans).toContainText(`${s.name}: 1 to add, 0 to replace, 1 already there`);
  await view.getByRole('button', { name: 'Copy to 2 sites' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Copy', exact: true }).click();
  const outcomes = view.getByTestId('copy-outcomes');
  for (const s of [sameAccount, otherAccount])
    await expect(outcomes).toContainText(`${s.name}: 1 added, 0 replaced, 1 already there`);

  for (const s of [sameAccount, otherAccount]) {
    await panel.pickSite(s.name);
    await expect(panel.sitePicker()).toHaveAttribute('data-site-id', s.id);
    if ((await view.count()) === 0) await rulesChoice.click();
    await expect(view.getByTestId('rule-row')).toHaveCount(2);
    await expect(view.getByTestId('rule-row').nth(1)).toContainText('Hold reviews with photos for my approval');
  }
});
