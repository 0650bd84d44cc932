// An approval made while the browser is offline waits in the offline queue ("1 change waiting to be
// sent"), still there when the panel is closed and opened again, then, once the browser is back
// online, is applied exactly once and the queue empties. The browser context is set offline: the
// panel's page and the extension's service worker both lose the network.
import { expect, test } from './fixtures';
import { openSidePanel, panelOnDemoSite } from './pages/side-panel';
import { pendingReviews, reviewStatus } from './sandbox-db';

interface LoggedCall {
  method: string;
  path: string;
  status: number;
}

test('offline, an approval in the desk is queued, then applied exactly once online', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const [first] = pendingReviews(sandbox, site.id);
  const card = panel.card(first!.id);
  await expect(card).toBeVisible();
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(panel.page.getByTestId('offline-queue-count')).toHaveText('1 change waiting to be sent');
  await expect(card.getByTestId('review-queued')).toHaveText('Approved, waiting to be sent');
  // The toast says what will happen, not that it happened: no "Approved" in the past tense, no Undo.
  const toast = panel.page.getByTestId('toast');
  await expect(toast).toContainText(
    `The review by ${first!.author || 'Anonymous'} will be approved once the connection is back.`,
  );
  await expect(toast).not.toContainText('Undo');
  expect(reviewStatus(sandbox, site.id, first!.id)).not.toBe('APPROVED');

  // The panel closed and opened again, still offline: the change still waits (the background keeps it).
  await panel.page.close();
  const again = await openSidePanel(context, extensionId);
  await expect(again.page.getByTestId('offline-queue-count')).toHaveText('1 change waiting to be sent');

  // Back online: the panel's `online` event has the background send the queue (read back first),
  // well before the 30 s alarm.
  await context.setOffline(false);
  await expect(again.page.getByTestId('offline-queue')).toHaveCount(0);
  await expect
    .poll(() => reviewStatus(sandbox, site.id, first!.id), { message: 'the queued approval, applied by the provider' })
    .toBe('APPROVED');
  await expect(again.card(first!.id)).toHaveCount(0); // the desk shows pending reviews: the approved one left it

  const log = (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}`)).json()) as {
    requests: LoggedCall[];
  };
  const moderations = log.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/${first!.id}/moderate`));
  // Nothing left the browser while it was offline; once online, one moderation landed.
  expect(moderations.map((r) => r.status)).toEqual([200]);
});

// A queued change belongs to the account that made it (lib/service/offline-queue/): disconnecting asks
// first what becomes of it; discarded, its text is gone from storage and connecting again sends nothing.
test('offline, a queued reply: Disconnect asks first, Discard removes it, and connecting again sends nothing', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  const [first] = pendingReviews(sandbox, site.id);
  const card = panel.card(first!.id);
  await expect(card).toBeVisible();
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await card.getByLabel('Your public reply').fill('Queued offline, never to be sent');
  await card.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByTestId('offline-queue-count')).toHaveText('1 change waiting to be sent');

  await page.setViewportSize({ width: 320, height: 700 }); // the side panel's narrowest
  await panel.openMenu();
  await page.getByRole('button', { name: 'Disconnect', exact: false }).click();
  const question = page.getByRole('alertdialog', { name: '1 change was not sent' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Send them now' })).toBeVisible();
  // Three ways out, and none wider than the panel.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const name of ['Cancel', 'Send them now', 'Discard']) {
    const box = (await question.getByRole('button', { name }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: 'Use the local sandbox' })).toBeVisible();

  const stored = await page.evaluate(async () => JSON.stringify(await chrome.storage.session.get(null)));
  expect(stored).not.toContain('Queued offline, never to be sent');
  const queue = await page.evaluate(async () => (await chrome.storage.session.get('offlineQueue')).offlineQueue);
  expect(queue ?? { waiting: [], refused: [] }).toEqual({ waiting: [], refused: [] });

  // Online and connected again: the panel's `online` event asks the background to send what waits.
  await context.setOffline(false);
  await panel.connectSandbox(sandbox.url);
  await expect(panel.card(first!.id)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('offline-queue')).toHaveCount(0);
  const log = (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}`)).json()) as {
    requests: LoggedCall[];
  };
  expect(log.requests.filter((r) => r.method !== 'GET' && r.path.includes(first!.id))).toEqual([]);
});
