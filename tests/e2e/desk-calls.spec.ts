import { expect, test } from './fixtures';
import { openSidePanel, panelOnDemoSite } from './pages/side-panel';
import { pendingReviews, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';
import type { SandboxHandle } from '../../sandbox/server';
import { moderate } from '../../sandbox/domains/reviews/moderate';
import { getReview, saveReview } from '../../sandbox/domains/reviews/store';

// What the desk costs the admin's rate limit: an action costs its write, the panel learns from the
// answer, and what is on screen is read again once, after the admin's writes have gone quiet.

const clearLog = (sandbox: SandboxHandle) => fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
const isModeration = (c: { method: string; path: string }) =>
  c.method === 'PATCH' && /\/reviews\/[^/]+\/moderate$/.test(c.path);

test('a burst of approvals costs its writes only; once quiet, the desk shows exactly the provider’s list and counts', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const pending = pendingReviews(sandbox, site.id);
  await expect(panel.reviewCards().first()).toHaveAttribute('data-review-id', pending[0]!.id);
  await expect(panel.pendingCount()).toHaveText(String(pending.length));
  await providerCallsSettled(sandbox);
  await clearLog(sandbox);

  for (const review of pending.slice(0, 4)) {
    await expect(panel.reviewCards().first()).toHaveAttribute('data-review-id', review.id);
    await panel.page.keyboard.press('a');
    await expect(panel.card(review.id)).toHaveCount(0);
  }
  // Learnt from the answers: the count moved with no read.
  await expect(panel.pendingCount()).toHaveText(String(pending.length - 4));
  const during = await providerRequests(sandbox);
  expect(during.filter(isModeration)).toHaveLength(4);
  expect(during.filter((c) => !isModeration(c))).toEqual([]);
  for (const review of pending.slice(0, 4)) expect(reviewStatus(sandbox, site.id, review.id)).toBe('APPROVED');

  // One refresh of what is on screen once the burst went quiet (the page, its count; the badge's count).
  const readsSoFar = async () => (await providerRequests(sandbox)).filter((c) => !isModeration(c));
  await expect
    .poll(async () => (await readsSoFar()).length, { message: 'the quiet refresh’s reads', timeout: 10_000 })
    .toBeGreaterThan(0);
  await providerCallsSettled(sandbox, 1_000);
  expect((await readsSoFar()).length).toBeLessThanOrEqual(3);
  const now = pendingReviews(sandbox, site.id);
  await expect(panel.pendingCount()).toHaveText(String(now.length));
  const shown = await panel.reviewCards().evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(now.slice(0, shown.length).map((r) => r.id));
});

test('an approval made in a second panel shows in the first, with its count, after the quiet refresh', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const pending = pendingReviews(sandbox, site.id);
  await expect(panel.card(pending[1]!.id)).toBeVisible();
  const second = await openSidePanel(context, extensionId);
  await expect(second.card(pending[1]!.id)).toBeVisible();
  await second.card(pending[1]!.id).getByRole('button', { name: 'Approve' }).click();
  await expect(second.card(pending[1]!.id)).toHaveCount(0);

  await expect(panel.card(pending[1]!.id)).toHaveCount(0);
  await expect(panel.pendingCount()).toHaveText(String(pending.length - 1));
  // A change nobody told the panels of (another admin, in the dashboard) is caught by that refresh too.
  const other = pending[2]!.id;
  saveReview(sandbox.db, site.id, moderate(getReview(sandbox.db, site.id, other)!, 'REJECTED', new Date()));
  await second.card(pending[0]!.id).getByRole('button', { name: 'Reject' }).click();
  await expect(panel.card(other)).toHaveCount(0, { timeout: 15_000 });
});
