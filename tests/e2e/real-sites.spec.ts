import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { expect, launchBrowser, test } from './fixtures';
import { LiveControls } from './pages/live-controls';
import { openSidePanel } from './pages/side-panel';
import { demoSites } from '../contract/sdk-client';
import {
  approvedReviewOn,
  pendingReviews,
  productWithPendingReviews,
  providerCallsSettled,
  providerRequests,
  reviewStatus,
} from './sandbox-db';

/**
 * What a person does in chrome://extensions (site access: "on specific sites"): the origin is then
 * granted without a prompt when Sitekeeper asks for it. A test can't click the browser's own prompt.
 */
async function allowSiteAccess(context: BrowserContext, extensionId: string, pattern: string): Promise<void> {
  const page = await context.newPage();
  await page.goto('chrome://extensions');
  await page.evaluate(
    ([id, p]) =>
      (
        chrome as unknown as { developerPrivate: { addHostPermission(id: string, p: string): Promise<void> } }
      ).developerPrivate.addHostPermission(id!, p!),
    [extensionId, pattern],
  );
  await page.close();
}

// It closes the browser and starts it again on the same profile: a browser of its own, not the worker's.
test.describe(() => {
  test.use({ ownBrowser: true });

  test('a custom domain: recognised, enabled with its own permission, controls after a reload and a browser restart, disabled again', async ({
    context,
    extensionId,
    sandbox,
    profileDir,
  }) => {
    // It starts a browser twice (a restart): each start is seconds on a loaded 2-core machine.
    test.setTimeout(120_000);
    const [bloom] = await demoSites(sandbox.url);
    const custom = bloom!.customDomainUrl!;
    await allowSiteAccess(context, extensionId, `http://${new URL(custom).hostname}/*`);
    const product = productWithPendingReviews(sandbox, bloom!.id);
    const live = context.pages()[0] ?? (await context.newPage());
    await live.goto(`${custom}${product.path}`);

    const panel = await openSidePanel(context, extensionId);
    await panel.connectSandbox(sandbox.url);
    // Opened without the toolbar icon, the panel has not read the page: the admin asks it to.
    await expect(panel.siteName()).toHaveText('Page not checked yet');
    await live.bringToFront();
    await panel.page.bringToFront();
    await panel.page.getByRole('button', { name: 'Check this page' }).click();
    await expect(panel.siteName()).toHaveText(bloom!.name);
    await panel.openMenu();
    const enable = panel.page.getByRole('button', { name: `Enable Sitekeeper on ${new URL(custom).host}` });
    await enable.click();
    await expect(
      panel.page.getByRole('button', { name: `Disable Sitekeeper on ${new URL(custom).host}` }),
    ).toBeVisible();

    await live.bringToFront();
    const controls = await LiveControls.of(live);
    const reviewId = approvedReviewOn(sandbox, bloom!.id, product.path);
    await expect.poll(() => controls.state(reviewId)).toBe('Approved');
    await live.reload();
    await expect.poll(async () => (await LiveControls.of(live)).state(reviewId)).toBe('Approved');

    // The browser restarts: the live-page script is still registered for the domain; the connection
    // (session storage) is gone until the admin connects again.
    await context.close();
    const again = await launchBrowser(profileDir);
    try {
      const page = again.pages()[0] ?? (await again.newPage());
      await page.goto(`${custom}${product.path}`);
      const panel2 = await openSidePanel(again, extensionId);
      await panel2.connectSandbox(sandbox.url);
      await expect(panel2.siteName()).toHaveText(bloom!.name);
      await page.bringToFront();
      await expect.poll(async () => (await LiveControls.of(page)).state(reviewId)).toBe('Approved');

      await panel2.page.bringToFront();
      await panel2.openMenu();
      await panel2.page.getByRole('button', { name: `Disable Sitekeeper on ${new URL(custom).host}` }).click();
      await expect(
        panel2.page.getByRole('button', { name: `Enable Sitekeeper on ${new URL(custom).host}` }),
      ).toBeVisible();
      await page.reload();
      await page.waitForTimeout(1000);
      expect(await (await LiveControls.of(page)).state(reviewId)).toBeNull();
      const granted = await again
        .serviceWorkers()[0]!
        .evaluate((o) => chrome.permissions.contains({ origins: [o] }), `http://${new URL(custom).hostname}/*`);
      expect(granted).toBe(false);
    } finally {
      await again.close();
    }
  });
});

test("a page on another origin that claims a demo site's id gets no controls and causes no provider call", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [bloom] = await demoSites(sandbox.url);
  const product = productWithPendingReviews(sandbox, bloom!.id);
  const reviewId = product.pendingIds[0]!;
  // A free site with custom code, naming the victim's site id (public in its pages) and review ids.
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><head><meta name="generator" content="Wix.com Website Builder">
<script type="application/json" id="wix-fedops">{"data":{"site":{"metaSiteId":"${bloom!.id}","externalBaseUrl":"http://127.0.0.1:${(server.address() as AddressInfo).port}"}}}</script>
<title>Totally Bloom</title></head><body><ul><li data-hook="review-item" data-review-id="${reviewId}">Reject me</li></ul></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const panel = await openSidePanel(context, extensionId);
    await panel.connectSandbox(sandbox.url);
    await providerCallsSettled(sandbox);
    const before = (await providerRequests(sandbox)).length;

    const evil = await context.newPage();
    await evil.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await panel.page.bringToFront();
    await evil.bringToFront();
    await expect(panel.page.getByTestId('site-refused')).toContainText(
      `This page says it is ${bloom!.name}, but ${bloom!.name} lives at`,
    );
    await evil.waitForTimeout(1500);
    expect(await (await LiveControls.of(evil)).state(reviewId)).toBeNull();
    await providerCallsSettled(sandbox);
    const calls = (await providerRequests(sandbox)).slice(before);
    expect(calls.filter((c) => c.path.startsWith('/reviews/'))).toEqual([]);
  } finally {
    server.close();
  }
});

test('where the provider allows moderation only to a Wix app, the panel says so, connects the app, and the same click moderates', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [bloom] = await demoSites(sandbox.url);
  const rules = await fetch(`${sandbox.url}/_sandbox/sites/${bloom!.id}/identity-rules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identityRules: 'docs' }),
  });
  expect(rules.status).toBe(200);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${bloom!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  const [first] = pendingReviews(sandbox, bloom!.id);

  await panel.card(first!.id).getByRole('button', { name: 'Approve' }).click();
  const alert = panel.alert().filter({ hasText: "needs your own Wix app's identity" });
  await expect(alert).toContainText(
    'You can only call this method when authenticated as a Wix app or Wix user identity.',
  );
  await expect(alert.getByTestId('error-request-id')).toHaveText(/^\S+$/);
  expect(reviewStatus(sandbox, bloom!.id, first!.id)).not.toBe('APPROVED');

  await alert.getByRole('button', { name: 'Connect as your own Wix app' }).click();
  const form = panel.page.getByRole('form', { name: 'Connect as your own Wix app' });
  await form.getByLabel('App ID').fill(bloom!.app!.appId);
  await form.getByLabel('App secret').fill(bloom!.app!.appSecret);
  await form.getByLabel('Instance ID').fill(bloom!.app!.instanceId);
  await form.getByRole('button', { name: 'Connect the app' }).click();
  await expect(panel.page.getByTestId('app-identity')).toContainText('Your Wix app is connected on this site.');

  await panel.card(first!.id).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.card(first!.id)).toHaveCount(0);
  expect(reviewStatus(sandbox, bloom!.id, first!.id)).toBe('APPROVED');
});

test('an app instance of another site is refused when connecting it, and nothing is kept', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [bloom, harbor] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${bloom!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await panel.openMenu();
  await panel.page.getByTestId('app-identity').getByRole('button', { name: 'Connect as your own Wix app' }).click();
  const form = panel.page.getByRole('form', { name: 'Connect as your own Wix app' });
  await form.getByLabel('App ID').fill(harbor!.app!.appId);
  await form.getByLabel('App secret').fill(harbor!.app!.appSecret);
  await form.getByLabel('Instance ID').fill(harbor!.app!.instanceId);
  await form.getByRole('button', { name: 'Connect the app' }).click();
  await expect(form.getByRole('alert')).toContainText('belongs to another site');
  await expect(panel.page.getByTestId('app-identity')).toContainText("Using your account's API key.");
});

test("the site switcher lists the account's sites, and the tools work on one with no tab of it open", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [bloom, harbor] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${bloom!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await expect(panel.sitePicker()).toHaveAttribute('data-site-id', bloom!.id); // the tab's site by default
  expect(await panel.siteChoices()).toEqual([bloom!.name, harbor!.name]); // never another account's site
  await panel.pickSite(harbor!.name);
  await expect(panel.sitePicker()).toHaveAttribute('data-site-id', harbor!.id);
  await expect(panel.pendingCount()).toHaveText(String(pendingReviews(sandbox, harbor!.id).length));
  await expect(panel.reviewCards().first()).toHaveAttribute(
    'data-review-id',
    pendingReviews(sandbox, harbor!.id)[0]!.id,
  );
});
