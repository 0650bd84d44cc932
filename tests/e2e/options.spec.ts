import { expect, launchBrowser, test } from './fixtures';
import { LiveControls } from './pages/live-controls';
import { badgeOf, contentScriptReadsLocalStorage, openOptions } from './pages/options-page';
import { onProductPageConnected } from './pages/product-page-session';
import { openSidePanel } from './pages/side-panel';
import { demoSites } from '../contract/sdk-client';
import { approvedReviewOn, pendingReviews } from './sandbox-db';

// It closes the browser and starts it again on the same profile: a browser of its own, not the worker's.
test.describe(() => {
  test.use({ ownBrowser: true });

  test('remember my connection: off by default, the connection is gone after a browser restart; on, it is kept; off again, gone again', async ({
    context,
    extensionId,
    sandbox,
    profileDir,
  }) => {
    // It starts a browser four times (three restarts): each start is seconds on a loaded 2-core machine.
    test.setTimeout(120_000);
    const [site] = await demoSites(sandbox.url);
    const live = context.pages()[0] ?? (await context.newPage());
    await live.goto(`${site!.liveUrl}/`);
    const options = await openOptions(context, extensionId);
    await expect(options.remember()).not.toBeChecked();
    await expect(options.storedWhere()).toContainText("kept in the browser's session storage");
    await expect(options.storedNow()).toHaveText('Stored now: nothing (not connected).');

    const panel = await openSidePanel(context, extensionId);
    await panel.connectSandbox(sandbox.url);
    await options.page.reload();
    await expect(options.storedNow()).toHaveText(
      `Stored now: Connected to the local sandbox (${sandbox.url.replace('http://', '')}).`,
    );

    // Restart on the same profile: the session connection is gone, the panel asks to connect again.
    await context.close();
    let browser = await launchBrowser(profileDir);
    try {
      const again = await openSidePanel(browser, extensionId);
      await expect(again.page.getByRole('button', { name: 'Use the local sandbox' })).toBeVisible();
      await expect(again.page.getByTestId('connection-label')).toHaveCount(0);
      await again.connectSandbox(sandbox.url);

      const opts = await openOptions(browser, extensionId);
      await opts.remember().check();
      await expect(opts.remember()).toBeChecked();
      await expect(opts.storedWhere()).toContainText("kept in the extension's local storage, on this device's disk");
    } finally {
      await browser.close();
    }

    // Remembered: after a restart the panel is connected at once, and its tools work.
    browser = await launchBrowser(profileDir);
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto(`${site!.liveUrl}/`);
      const again = await openSidePanel(browser, extensionId);
      await expect(again.page.getByTestId('connection-label')).toHaveText(
        `Connected to the local sandbox (${sandbox.url.replace('http://', '')})`,
      );
      await expect(again.pendingCount()).toHaveText(String(pendingReviews(sandbox, site!.id).length));
      // Kept in local storage, which the live page's content script may not read (only the background does).
      await page.bringToFront();
      expect(await contentScriptReadsLocalStorage(page, extensionId)).toBe(
        'refused: Access to storage is not allowed from this context.',
      );

      const opts = await openOptions(browser, extensionId);
      await expect(opts.remember()).toBeChecked();
      await opts.remember().uncheck();
      await expect(opts.storedWhere()).toContainText("kept in the browser's session storage");
      // Still connected until the browser closes.
      await expect(opts.storedNow()).toContainText('Stored now: Connected to the local sandbox');
    } finally {
      await browser.close();
    }

    browser = await launchBrowser(profileDir);
    try {
      const again = await openSidePanel(browser, extensionId);
      await expect(again.page.getByRole('button', { name: 'Use the local sandbox' })).toBeVisible();
      await expect(again.page.getByTestId('connection-label')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});

test("a site's in-page controls turned off in Settings: does what the panel's Disable does, its live page loses its controls", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, product, live, panel, controls } = await onProductPageConnected(context, extensionId, sandbox);
  const reviewId = approvedReviewOn(sandbox, site.id, product.path);
  await expect.poll(() => controls.state(reviewId)).toBe('Approved');
  const origin = new URL(site.liveUrl).origin;
  const host = new URL(origin).host;

  const options = await openOptions(context, extensionId);
  await options.findSite(site.name);
  const row = options.site(site.id);
  await expect(row).toContainText(site.name);
  await expect(row).toContainText(host);
  const control = options.control(site.id, origin);
  await expect(control).toHaveAccessibleName(`In-page controls on ${host} (${site.name})`);
  await expect(control).toBeChecked();
  await control.uncheck();
  await expect(control).not.toBeChecked();
  await expect(control).toBeEnabled();

  // The open page loses its controls at once, and a reload brings none back.
  await expect.poll(() => controls.state(reviewId)).toBeNull();
  await live.reload();
  await live.waitForTimeout(1000);
  expect(await (await LiveControls.of(live)).state(reviewId)).toBeNull();
  // The panel shows the site's switch off, as if its own Disable had been used.
  await panel.page.bringToFront();
  await live.bringToFront();
  await panel.openMenu();
  await expect(
    panel.page.getByRole('checkbox', {
      name: new RegExp(`Moderation buttons on this site's live pages at ${host}`),
    }),
  ).not.toBeChecked();
});

test('badge off: no badge text and no poll alarm; on again: the count is back', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, live, controls } = await onProductPageConnected(context, extensionId, sandbox);
  await expect.poll(() => controls.stripHeading()).not.toBeNull();
  const pending = String(pendingReviews(sandbox, site.id).length);
  await expect.poll(() => badgeOf(context, live.url())).toBe(pending);

  const options = await openOptions(context, extensionId);
  await expect(options.badge()).toBeChecked();
  await options.badge().uncheck();
  await expect.poll(() => badgeOf(context, live.url())).toBe('');
  const alarm = () =>
    context.serviceWorkers()[0]!.evaluate(() => chrome.alarms.get('sitekeeper-badge').then((a) => a?.name ?? null));
  expect(await alarm()).toBeNull();
  // A reload (which counts again when the badge is on) leaves it empty.
  await live.reload();
  await expect.poll(() => controls.stripHeading()).not.toBeNull();
  await live.waitForTimeout(1000);
  expect(await badgeOf(context, live.url())).toBe('');

  await options.page.bringToFront();
  await options.badge().check();
  await expect.poll(() => badgeOf(context, live.url())).toBe(pending);
  expect(await alarm()).toBe('sitekeeper-badge');
});

test('development builds: the sandbox URL set in the options is where the panel connects; the menu in the panel header links to the options', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const options = await openOptions(context, extensionId);
  const field = options.page.getByLabel('Sandbox URL');
  await field.fill(sandbox.url);
  await options.page.getByRole('button', { name: 'Save' }).click();
  await expect(options.page.getByRole('status')).toHaveText('Saved.');

  const panel = await openSidePanel(context, extensionId);
  await expect(panel.page.getByLabel('Sandbox URL')).toHaveValue(sandbox.url);
  await panel.page.getByRole('button', { name: 'Use the local sandbox' }).click();
  await expect(panel.page.getByTestId('connection-label')).toHaveText(
    `Connected to the local sandbox (${sandbox.url.replace('http://', '')})`,
  );

  // Settings, in the panel header's menu, opens the options page in a tab.
  await options.page.close();
  const opened = context.waitForEvent('page');
  await panel.openMenu();
  await panel.page.getByRole('link', { name: 'Settings' }).click();
  const page = await opened;
  await expect(page).toHaveURL(`chrome-extension://${extensionId}/options.html`);
  await expect(page.getByRole('heading', { name: 'Sitekeeper settings' })).toBeVisible();
});
