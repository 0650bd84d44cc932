// An approval made while the provider can't be reached waits in the offline queue ("1 change
// waiting to be sent"), then, once the connection is back, is applied exactly once and the queue empties.
//
// `context.setOffline` reaches the panel's page (its `online` event) but not usefully the extension's
// service worker: tried, the worker's fetch neither failed nor reached the sandbox (it hung, so the
// write was neither sent nor queued). So the sandbox is made unreachable for the worker with its fault
// knobs (every call of the site dropped before it is handled: no answer, as offline), and
// `setOffline(true)` then `(false)` gives the panel the `online` event the browser sends when it is back.
import { expect, test } from './fixtures';
import { panelOnDemoSite } from './pages/side-panel';
import { pendingReviews, reviewStatus } from './sandbox-db';

interface LoggedCall {
  method: string;
  path: string;
  status: number;
  fault?: string;
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
  const faults = (body: unknown) =>
    fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`, {
      method: body === null ? 'DELETE' : 'PUT',
      headers: { 'content-type': 'application/json' },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
    });

  await faults({ dropConnectionRate: 1 });
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(panel.page.getByTestId('offline-queue-count')).toHaveText('1 change waiting to be sent');
  await expect(card.getByTestId('review-queued')).toHaveText('Approved, waiting to be sent');
  expect(reviewStatus(sandbox, site.id, first!.id)).not.toBe('APPROVED');

  // Back online: the panel's `online` event has the background send the queue (read back first),
  // well before the 30 s alarm.
  await faults(null);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(panel.page.getByTestId('offline-queue')).toHaveCount(0);
  expect(reviewStatus(sandbox, site.id, first!.id)).toBe('APPROVED');
  await expect(card).toHaveCount(0); // the desk shows pending reviews: the approved one left it

  const log = (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${site.id}`)).json()) as {
    requests: LoggedCall[];
  };
  const moderations = log.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/${first!.id}/moderate`));
  // The offline try (and any resend the browser made of it) was dropped before it was handled; one landed.
  expect(moderations.filter((r) => r.status === 200)).toHaveLength(1);
  expect(moderations.filter((r) => r.status !== 200).every((r) => r.fault === 'dropped')).toBe(true);
});
