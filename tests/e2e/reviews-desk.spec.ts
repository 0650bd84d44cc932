import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LiveControls } from './pages/live-controls';
import { openSidePanel } from './pages/side-panel';
import { demoSites } from '../contract/sdk-client';
import { pendingReviews, productWithReviews, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';
import type { SandboxHandle } from '../../sandbox/server';

const replyOf = (sandbox: SandboxHandle, siteId: string, id: string) =>
  (
    sandbox.db
      .prepare("SELECT json_extract(doc, '$.reply.message') AS m FROM reviews WHERE site_id = ? AND id = ?")
      .get(siteId, id) as { m: string | null }
  ).m;
const statusCount = (sandbox: SandboxHandle, siteId: string, status: string) =>
  (
    sandbox.db
      .prepare('SELECT count(*) AS n FROM reviews WHERE site_id = ? AND moderation_status = ?')
      .get(siteId, status) as { n: number }
  ).n;
const setHash = (page: Page, hash: string) => page.evaluate((h) => (window.location.hash = h), hash);

async function connectedDesk(
  context: Parameters<typeof openSidePanel>[0],
  extensionId: string,
  sandbox: SandboxHandle,
) {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  return { site: site!, live, panel };
}

test('moderating from the desk with the keyboard: A approves (with Undo), J moves, R rejects, ? shows the keys', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await connectedDesk(context, extensionId, sandbox);
  const pending = pendingReviews(sandbox, site.id);
  const page = panel.page;
  await expect(panel.reviewCards().first()).toHaveAttribute('data-review-id', pending[0]!.id);

  await page.keyboard.press('a');
  await expect(panel.card(pending[0]!.id)).toHaveCount(0);
  expect(reviewStatus(sandbox, site.id, pending[0]!.id)).toBe('APPROVED');
  await expect(page.getByTestId('desk-announcer')).toContainText('Approved the review by');
  // Undo sends the inverse decision.
  await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => reviewStatus(sandbox, site.id, pending[0]!.id)).toBe('REJECTED');

  await expect(panel.reviewCards().first()).toHaveAttribute('data-review-id', pending[1]!.id);
  await page.keyboard.press('j');
  await expect(panel.card(pending[2]!.id)).toBeFocused();
  await page.keyboard.press('r');
  await expect.poll(() => reviewStatus(sandbox, site.id, pending[2]!.id)).toBe('REJECTED');
  await page.keyboard.press('k');
  await expect(panel.card(pending[1]!.id)).toBeFocused();
  expect(reviewStatus(sandbox, site.id, pending[1]!.id)).toMatch(/IN_MODERATION|SUBMITTED/);

  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toContainText('Delete (asks first)');
  // Keys typed into a field stay in the field.
  await page.getByLabel('Search title, text, author, reply').fill('ar');
  expect(reviewStatus(sandbox, site.id, pending[1]!.id)).toMatch(/IN_MODERATION|SUBMITTED/);
  await expect(panel.pendingCount()).toHaveText(String(pending.length - 2));
});

test('bulk: rejecting every review of a filter that spans more than one page, with the exact count confirmed first', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await connectedDesk(context, extensionId, sandbox);
  const approved = statusCount(sandbox, site.id, 'APPROVED');
  expect(approved).toBeGreaterThan(25); // more than one page of the desk
  await setHash(panel.page, '#tool=reviews&reviews.status=APPROVED');
  await expect(panel.page.getByTestId('match-count')).toHaveText(`${approved} reviews match`);
  await expect(panel.page.getByRole('button', { name: 'Older →' })).toBeEnabled();

  // Nothing ticked, no bulk bar; tick the page, then take every review the filter matches.
  await expect(panel.page.getByTestId('bulk-bar')).toHaveCount(0);
  await panel.page.getByTestId('select-page').check();
  await panel.page.getByRole('button', { name: `Select all ${approved} reviews` }).click();
  await expect(panel.page.getByTestId('bulk-scope')).toHaveText(`All ${approved} reviews:`);
  await panel.page.getByTestId('bulk-bar').getByRole('button', { name: 'Reject' }).click();
  const dialog = panel.page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(`Reject ${approved} reviews?`);
  await expect(dialog.getByTestId('bulk-confirm-count')).toHaveText(
    `This acts on exactly ${approved} reviews, no more, no fewer.`,
  );
  expect(statusCount(sandbox, site.id, 'APPROVED')).toBe(approved); // nothing before confirming
  await dialog.getByRole('button', { name: `Reject ${approved}` }).click();
  await expect(panel.page.getByTestId('bulk-status')).toHaveText(
    `Done: ${approved} of ${approved} succeeded, 0 failed.`,
  );
  expect(statusCount(sandbox, site.id, 'APPROVED')).toBe(0);
  await expect(panel.page.getByText('No review matches this filter.')).toBeVisible();
  // The reload keeps the filter (it lives in the panel's URL): its chip, and its box behind Filters.
  await panel.page.reload();
  await expect(panel.page.getByTestId('filter-chip')).toHaveCount(1);
  await expect(
    panel.page.getByTestId('filter-chip').getByRole('button', { name: 'Remove filter: Approved' }),
  ).toBeVisible();
  await expect(panel.page.getByTestId('filters-count')).toHaveText('1');
  await panel.page.getByTestId('filters-button').click();
  await expect(panel.page.getByLabel('Approved', { exact: true })).toBeChecked();
});

test('reply to a review, edit nothing, remove the reply', async ({ context, extensionId, sandbox }) => {
  const { site, panel } = await connectedDesk(context, extensionId, sandbox);
  const first = pendingReviews(sandbox, site.id)[0]!;
  const card = panel.card(first.id);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await card.getByLabel('Your public reply').fill('Thank you <b>so</b> much!');
  await card.getByRole('button', { name: 'Save reply' }).click();
  await expect(card.getByTestId('review-reply')).toContainText('Thank you <b>so</b> much!');
  expect(replyOf(sandbox, site.id, first.id)).toBe('Thank you <b>so</b> much!');

  await card.getByRole('button', { name: 'Remove reply' }).click();
  await expect(card.getByTestId('review-reply')).toHaveCount(0);
  expect(replyOf(sandbox, site.id, first.id)).toBeNull();
});

test('a product page with 50 published and 5 pending reviews makes exactly one provider call; a page without a reviews widget none', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const product = productWithReviews(sandbox, site!.id, 50, 5);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await panel.page.close();
  await live.bringToFront();
  await live.reload(); // the home page: no reviews widget
  await providerCallsSettled(sandbox);
  await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });

  await live.reload();
  await providerCallsSettled(sandbox);
  expect(await providerRequests(sandbox)).toEqual([]); // no widget, no call (the badge's count is a minute fresh)

  await live.goto(`${site!.liveUrl}${product.path}`);
  await expect(live.locator('[data-hook="review-item"]')).toHaveCount(50);
  const controls = await LiveControls.of(live);
  await expect.poll(() => controls.stripHeading()).toBe('5 reviews of this item wait for moderation');
  await expect.poll(() => controls.state(product.publishedIds[49]!)).toBe('Approved');
  await providerCallsSettled(sandbox);
  const calls = await providerRequests(sandbox);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /reviews/v1/reviews/query']);

  // Reviews that appear later (infinite scroll) get their controls without another call or duplicates.
  await live.evaluate((id) => {
    const li = document.createElement('li');
    li.dataset.hook = 'review-item';
    li.dataset.reviewId = id;
    li.textContent = 'Late review';
    document.querySelector('[data-hook="reviews-list"]')!.append(li, li.cloneNode(true));
  }, product.publishedIds[0]!);
  await live.waitForTimeout(800);
  await providerCallsSettled(sandbox);
  expect(await providerRequests(sandbox)).toHaveLength(1);
  expect(await live.locator('[data-sitekeeper="strip"]').count()).toBe(1);
});
