// Two accounts connected and a change waiting in the offline queue for a site of the first: removing
// that account asks first; Discard removes it and its change (the queue bar no longer counts it), the
// other account stays connected and its site still works, the discarded change is never sent, with
// any key, and the removed account's site is not called at all (lib/service/offline-queue/, docs/security.md §2).
import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { pendingReviews, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';
import { panelOnDemoSite } from './pages/side-panel';

test("two accounts, a change of the first waiting: removing it asks first, Discard drops the change, the second account's site still works", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const sites = await demoSites(sandbox.url);
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  const accountA = site.accountId;
  const bSite = sites.find((s) => s.accountId !== accountA)!;
  const nameOf = (accountId: string) => sites.find((s) => s.accountId === accountId)!.accountName;

  // The second account, added from the menu.
  await panel.addAccount(nameOf(bSite.accountId), 2);

  // Offline, an approval on the first account's site waits in the queue.
  const [first] = pendingReviews(sandbox, site.id);
  const card = panel.card(first!.id);
  await expect(card).toBeVisible();
  await providerCallsSettled(sandbox);
  const callsBefore = (await providerRequests(sandbox)).length;
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByTestId('offline-queue-count')).toHaveText('1 change waiting to be sent');

  // Removing the first account asks first; Discard removes it and its change.
  await panel.openMenu();
  await page.getByRole('button', { name: `Disconnect ${nameOf(accountA)}` }).click();
  const question = page.getByRole('alertdialog', { name: '1 change was not sent' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(question).toHaveCount(0);
  const callsAtRemoval = (await providerRequests(sandbox)).length;
  await panel.openMenu();
  await expect(page.getByTestId('connected-account')).toHaveText([`${nameOf(bSite.accountId)}Disconnect`]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('offline-queue')).toHaveCount(0);
  const queue = await page.evaluate(async () => (await chrome.storage.session.get('offlineQueue')).offlineQueue);
  expect(queue ?? { waiting: [], refused: [] }).toEqual({ waiting: [], refused: [] });

  // Back online, the queue asked to go: the second account's site still works.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await panel.pickSite(bSite.name);
  const [bReview] = pendingReviews(sandbox, bSite.id);
  const bCard = panel.card(bReview!.id);
  await expect(bCard).toBeVisible();
  await bCard.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(bCard).toHaveCount(0);
  expect(reviewStatus(sandbox, bSite.id, bReview!.id)).toBe('APPROVED');

  // The discarded change was never sent, with either account's key: since it was made, no call (not
  // even the read-back before a queued change is sent) named its review, and the provider still has it pending.
  await providerCallsSettled(sandbox);
  expect(reviewStatus(sandbox, site.id, first!.id)).not.toBe('APPROVED');
  const since = (await providerRequests(sandbox)).slice(callsBefore);
  expect(since.filter((r) => r.path.includes(first!.id))).toEqual([]);
  // Nor any write to that site (reads are GET, or POST to …/query, …/count, …/search: lib/provider/request-kind.ts).
  const isRead = (r: { method: string; path: string }) => r.method === 'GET' || /\/(query|count|search)$/.test(r.path);
  expect(since.filter((r) => r.siteId === site.id && !isRead(r))).toEqual([]);
  // Once its account is gone, its site is called by nobody: not even a read goes out with the remaining account's key.
  const afterRemoval = (await providerRequests(sandbox)).slice(callsAtRemoval);
  expect(afterRemoval.filter((r) => r.siteId === site.id)).toEqual([]);
});
