import { expect, test } from './fixtures';
import { openOptions } from './pages/options-page';
import { panelOnDemoSite } from './pages/side-panel';
import { pendingReviews } from './sandbox-db';

// The panel's frame around the tools: its one-line header and menu, and the toasts at its foot.

test('a toast says what happened, offers Undo, and leaves with its tool', async ({ context, extensionId, sandbox }) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const [first] = pendingReviews(sandbox, site.id);
  await panel.card(first!.id).getByRole('button', { name: 'Approve' }).click();
  const toast = panel.page.getByTestId('toast');
  await expect(toast).toContainText('Approved the review by');
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  // The panel keeps room for the toast: scrolled to its end, nothing of the tool is under it.
  const bar = (await toast.boundingBox())!;
  await panel.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const main = (await panel.page.locator('main').boundingBox())!;
  expect(main.y + main.height).toBeLessThanOrEqual(bar.y + 1);

  await panel.page.getByRole('tab', { name: 'Media' }).click();
  await expect(toast).toHaveCount(0);

  await panel.page.getByRole('tab', { name: 'Reviews' }).click();
  const [second] = pendingReviews(sandbox, site.id);
  await panel.card(second!.id).getByRole('button', { name: 'Reject' }).click();
  await expect(toast).toContainText('Rejected the review by');
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
});

test("the header's menu: how the panel is connected, the site's ids for support, Settings and Disconnect", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  await expect(panel.sitePicker()).toHaveAttribute('data-site-id', site.id);
  await expect(page.getByTestId('connection-label')).toBeHidden();
  await panel.openMenu();
  await expect(page.getByTestId('connection-label')).toHaveText(
    `Connected to the local sandbox (${sandbox.url.replace('http://', '')})`,
  );
  // The site id only behind "Technical details", with a copy button.
  await expect(page.getByTestId('site-id')).toBeHidden();
  await page
    .locator('details')
    .filter({ has: page.getByTestId('site-id') })
    .locator('summary')
    .click();
  await expect(page.getByTestId('site-id')).toHaveText(site.id);
  await expect(page.getByRole('button', { name: 'Copy Site id' })).toBeVisible();
  // Escape folds the menu.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('connection-label')).toBeHidden();

  await panel.openMenu();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Use the local sandbox' })).toBeVisible();
  await expect(page.getByTestId('connection-label')).toHaveCount(0);

  // Settings fits a narrow window too.
  const options = await openOptions(context, extensionId);
  await options.page.setViewportSize({ width: 360, height: 800 });
  expect(await options.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("Settings holds each site's OAuth client id; Act as a member signs in with it", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const options = await openOptions(context, extensionId);
  await options.findSite(site.name);
  const row = options.page.locator(`[data-testid="oauth-client"][data-site-id="${site.id}"]`);
  await row.getByLabel(`OAuth client id for ${site.name}`).fill(site.oauthClientId);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved.');
  // The redirect URI the OAuth app must allow, for support and setup, behind technical details.
  const redirect = options.page.getByText('Redirect URI', { exact: true });
  await expect(redirect).toBeHidden();
  await options.page.locator('details').filter({ has: redirect }).locator('summary').click();
  await expect(options.page.locator('dd').filter({ hasText: 'chromiumapp.org' })).toContainText(
    `https://${extensionId}.chromiumapp.org/member-login`,
  );

  await panel.page.bringToFront();
  await panel.openActAsMember();
  await expect(panel.page.getByLabel("OAuth client id of the site's headless app")).toHaveValue(site.oauthClientId);
});
