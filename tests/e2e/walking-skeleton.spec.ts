import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { LiveControls } from './pages/live-controls';
import { openSidePanel } from './pages/side-panel';
import { demoSites } from '../contract/sdk-client';
import {
  approvedReviewOn,
  pendingReviews,
  productName,
  productWithPendingReviews,
  providerCallsSettled,
  providerRequests,
  reviewStatus,
} from './sandbox-db';

test('the side panel shows the site of the active tab and, once connected, its reviews waiting for moderation', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);

  const panel = await openSidePanel(context, extensionId);
  await expect(panel.siteName()).toHaveText(site!.name);
  await expect(panel.siteId()).toHaveText(site!.id);

  await panel.connectSandbox(sandbox.url);
  const pending = pendingReviews(sandbox, site!.id);
  expect(pending.length).toBeGreaterThan(2);
  await expect(panel.pendingCount()).toHaveText(String(pending.length));
  // Newest first, with rating, author, the reviewed item and the text.
  await expect(panel.reviewCards().first()).toHaveAttribute('data-review-id', pending[0]!.id);
  await expect(panel.reviewCards().first().getByTestId('review-author')).toHaveText(pending[0]!.author);
  // Why it waits, from the site's rules (the seeded one holds every new review), with no click.
  await expect(panel.reviewCards().first().getByTestId('why-waiting')).toHaveText('Held: every new review is held');
  // The reviewed item by its name (one batched stores query per page), linking to its live page.
  const item = panel.reviewCards().first().getByTestId('review-item');
  await expect(item).toHaveText(productName(sandbox, site!.id, pending[0]!.entityId));
  await expect(item).toHaveAttribute('href', new RegExp(`^${site!.liveUrl}/product-page/`));
  await expect(
    panel
      .reviewCards()
      .first()
      .getByLabel(/out of 5 stars/),
  ).toBeVisible();

  const [first, second] = pending;
  await panel.card(first!.id).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.card(first!.id)).toHaveCount(0);
  expect(reviewStatus(sandbox, site!.id, first!.id)).toBe('APPROVED');
  await expect(panel.pendingCount()).toHaveText(String(pending.length - 1));

  await panel.card(second!.id).getByRole('button', { name: 'Reject' }).click();
  await expect(panel.card(second!.id)).toHaveCount(0);
  expect(reviewStatus(sandbox, site!.id, second!.id)).toBe('REJECTED');
  await expect(panel.pendingCount()).toHaveText(String(pending.length - 2));
});

test('on a product page: the strip approves a pending review (on the page after a reload), Reject takes a published one down, panel and badge follow', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  const product = productWithPendingReviews(sandbox, site!.id);
  await live.goto(`${site!.liveUrl}${product.path}`);
  // Like a real site, the page shows only published reviews.
  for (const id of product.pendingIds) await expect(live.locator(`[data-review-id="${id}"]`)).toHaveCount(0);

  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  const before = pendingReviews(sandbox, site!.id).length;
  await expect(panel.pendingCount()).toHaveText(String(before));

  await live.bringToFront();
  await live.reload();
  const controls = await LiveControls.of(live);
  const n = product.pendingIds.length;
  await expect
    .poll(() => controls.stripHeading())
    .toBe(`${n} review${n === 1 ? '' : 's'} of this item ${n === 1 ? 'waits' : 'wait'} for moderation`);
  await controls.clickInStrip(`${n} review`);
  const pendingId = product.pendingIds[0]!;
  expect(await controls.stripReviewIds()).toEqual(expect.arrayContaining(product.pendingIds));
  await controls.clickInStrip('Approve', pendingId);
  await expect.poll(() => controls.stripState(pendingId)).toContain('Approved');
  expect(reviewStatus(sandbox, site!.id, pendingId)).toBe('APPROVED');
  await expect.poll(() => badgeOf(context, live.url())).toBe(String(before - 1));

  await live.reload();
  await expect(live.locator(`[data-hook="review-item"][data-review-id="${pendingId}"]`)).toHaveCount(1);
  const after = await LiveControls.of(live);
  await expect.poll(() => after.state(pendingId)).toBe('Approved');

  // Reject on a published review takes it down; the panel and the badge follow.
  const published = approvedReviewOn(sandbox, site!.id, product.path);
  await after.click(published, 'Reject');
  await expect.poll(() => after.state(published)).toBe('Rejected');
  expect(reviewStatus(sandbox, site!.id, published)).toBe('REJECTED');
  await expect(panel.pendingCount()).toHaveText(String(before - 1));
  await expect.poll(() => badgeOf(context, live.url())).toBe(String(before - 1));
});

/** The toolbar badge text of the tab showing `url`, read in the extension's service worker. */
async function badgeOf(context: BrowserContext, url: string): Promise<string> {
  const sw = context.serviceWorkers()[0]!;
  return sw.evaluate(async (u) => {
    const [tab] = await chrome.tabs.query({ url: u });
    return chrome.action.getBadgeText({ tabId: tab!.id! });
  }, url);
}

test('switching to a tab of another site switches the side panel to that site', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [siteA, siteB, siteOther] = await demoSites(sandbox.url);
  const tabA = context.pages()[0] ?? (await context.newPage());
  await tabA.goto(`${siteA!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await expect(panel.siteName()).toHaveText(siteA!.name);

  const tabB = await context.newPage();
  await tabB.goto(`${siteB!.liveUrl}/`);
  await tabB.bringToFront();
  await expect(panel.siteName()).toHaveText(siteB!.name);
  await expect(panel.siteId()).toHaveText(siteB!.id);
  await expect(panel.pendingCount()).toHaveText(String(pendingReviews(sandbox, siteB!.id).length));

  // A site of another account: not one of the connection's sites, so nothing is asked about it.
  const tabOther = await context.newPage();
  await tabOther.goto(`${siteOther!.liveUrl}/`);
  await tabOther.bringToFront();
  await expect(panel.siteName()).toHaveText(siteOther!.name);
  await expect(panel.page.getByTestId('site-refused')).toContainText('not in your connected account');
  await providerCallsSettled(sandbox);
  expect((await providerRequests(sandbox)).filter((r) => r.siteId === siteOther!.id)).toEqual([]);
});

test('a page that is not a Wix site shows as such and makes no provider call at all', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const html = readFileSync(path.resolve('tests/fixtures/live/not-wix.html'));
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const [site] = await demoSites(sandbox.url);
    const live = context.pages()[0] ?? (await context.newPage());
    await live.goto(`${site!.liveUrl}/`);
    const panel = await openSidePanel(context, extensionId);
    await panel.connectSandbox(sandbox.url);
    await expect(panel.pendingCount()).not.toHaveText('…');
    await providerCallsSettled(sandbox);

    await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
    await live.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await live.bringToFront();
    await expect(panel.siteName()).toHaveText('Not a Wix site');
    await panel.page.bringToFront();
    await panel.page.waitForTimeout(1000); // give any stray call time to arrive
    expect(await providerRequests(sandbox)).toEqual([]);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test('connecting a Wix account with malformed input explains each field and connects nothing', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.page.getByLabel('API key').fill('too-short');
  await panel.page.getByLabel('Account id').fill('not an id');
  await panel.page.getByRole('button', { name: 'Connect a Wix account' }).click();
  const alert = panel.alert();
  await expect(alert).toContainText('apiKey');
  await expect(alert).toContainText('looks too short for a Wix API key');
  await expect(alert).toContainText('accountId');
  await expect(alert).toContainText('a GUID');
  await expect(panel.page.getByTestId('connection-label')).toHaveCount(0);
  const stored = await context.serviceWorkers()[0]!.evaluate(() => chrome.storage.session.get('connection'));
  expect(stored).toEqual({});
});
