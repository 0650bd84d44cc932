// "Write a review" from a product page's strip: the side panel's Requests tab opens the visitor form
// with that product filled in; the review written there waits in the desk. And the item picker finds
// a product by part of its name.
import { expect, test } from './fixtures';
import { LiveControls } from './pages/live-controls';
import { openSidePanel, panelOnDemoSite } from './pages/side-panel';
import { demoSites } from '../contract/sdk-client';
import { pendingReviews, productName } from './sandbox-db';

// A browser of its own: after a full run's other tests in the worker's browser, its panel tab did not
// switch to Requests (the background's sidePanel.open fell outside the click's gesture); the cause is
// not found yet, and in a fresh browser, or after a few other tests, it passes.
test.describe(() => {
  test.use({ ownBrowser: true });

  test('on a product page, "Write a review" opens the visitor form with the product; the review written there is pending in the desk', async ({
    context,
    extensionId,
    sandbox,
  }) => {
    // A browser of its own and the visitor's form on the live page: over 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const [site] = await demoSites(sandbox.url);
    const product = sandbox.db
      .prepare('SELECT id, slug FROM products WHERE site_id = ? ORDER BY position LIMIT 1 OFFSET 2')
      .get(site!.id) as { id: string; slug: string };
    const name = productName(sandbox, site!.id, product.id);
    const live = context.pages()[0] ?? (await context.newPage());
    await live.goto(`${site!.liveUrl}/product-page/${product.slug}`);
    const panel = await openSidePanel(context, extensionId);
    await panel.connectSandbox(sandbox.url);
    await expect(panel.page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');

    await live.bringToFront();
    await live.reload();
    const controls = await LiveControls.of(live);
    await expect.poll(() => controls.stripButtons()).toContain('Write a review');
    await controls.clickInStrip('Write a review');

    // The panel follows: Requests tab, the visitor form open, the product filled in and named.
    await expect(panel.page.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    const section = panel.page.getByRole('region', { name: 'Write a review as a visitor' });
    await expect(section).toBeVisible();
    expect(panel.page.url()).not.toContain('reviewRequests.write');
    // The site's OAuth client id first (entered once), then the form shows, with the product.
    await section.getByLabel("The site's OAuth client id").fill(site!.oauthClientId);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByTestId('visitor-identity')).toContainText(site!.oauthClientId);
    const form = section.getByRole('form', { name: 'Write a review as a visitor' });
    await expect(form.getByLabel('Item (product name or ID)')).toHaveValue(product.id);
    await expect(form.getByTestId('item-chosen')).toHaveText(`Product: ${name}`);

    await form.getByLabel("Visitor's name").fill('Stella Strip');
    await form.getByLabel("Visitor's email").fill('stella.strip@example.com');
    await form.getByLabel('4 ★').check();
    await form.getByLabel('Title').fill('Written from the product page');
    await form.getByRole('button', { name: 'Write the review' }).click();
    await expect(form.getByTestId('collected-review')).toHaveAttribute('data-status', 'IN_MODERATION');
    await expect(form.getByTestId('collected-status')).toHaveText('Pending');
    const mine = pendingReviews(sandbox, site!.id).find((r) => r.author === 'Stella Strip');
    expect(mine?.entityId).toBe(product.id);

    // Pending in the desk, about that product.
    await panel.page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(panel.card(mine!.id)).toBeVisible();
    await expect(panel.card(mine!.id).getByTestId('review-state')).toHaveText('Pending');
    await expect(panel.card(mine!.id).getByTestId('review-item')).toHaveText(name);

    // A second click on the strip opens the form again with the product, the client id remembered.
    await live.bringToFront();
    await controls.clickInStrip('Write a review');
    await expect(panel.page.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByLabel('Item (product name or ID)')).toHaveValue(product.id);
    await expect(form.getByTestId('item-chosen')).toHaveText(`Product: ${name}`);
  });
});

test('the item picker finds a product by part of its name; the review is about that product', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const product = sandbox.db
    .prepare("SELECT id, name FROM products WHERE site_id = ? AND name = 'Terracotta Herb Pot'")
    .get(site.id) as { id: string; name: string };
  await panel.openRequestsPart('Add a review for a customer');
  const form = panel.page.getByRole('form', { name: 'Add a review for a customer' });

  await form.getByLabel('Item (product name or ID)').fill('herb');
  const matches = form.getByRole('list', { name: 'Matching products' });
  await expect(matches.getByRole('button')).toHaveText(['Terracotta Herb Pot']);
  await matches.getByRole('button', { name: 'Terracotta Herb Pot' }).click();
  await expect(form.getByLabel('Item (product name or ID)')).toHaveValue('Terracotta Herb Pot');
  await expect(form.getByTestId('item-chosen')).toHaveText('Product: Terracotta Herb Pot');

  await form.getByLabel("Customer's name").fill('Hana Herb');
  await form.getByLabel("Customer's email").fill('hana.herb@example.com');
  await form.getByLabel('5 ★').check();
  await form.getByRole('button', { name: 'Add the review' }).click();
  await expect(form.getByTestId('collected-review')).toHaveAttribute('data-status', 'IN_MODERATION');
  await expect(form.getByTestId('collected-status')).toHaveText('Pending');
  expect(pendingReviews(sandbox, site.id).find((r) => r.author === 'Hana Herb')?.entityId).toBe(product.id);
  // The form starts over empty.
  await expect(form.getByLabel('Item (product name or ID)')).toHaveValue('');
});
