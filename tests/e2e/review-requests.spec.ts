// Review requests from the panel's Reviews area ("Requests"): schedule for contacts found by email,
// watch the sandbox clock send one and fail the other (bounced), cancel by filter with the count.
import { expect, test } from './fixtures';
import { panelOnDemoSite, type SidePanel } from './pages/side-panel';
import { advanceClock, contactWithEmail, DAY } from '../contract/review-requests-helpers';
import { firstProductId, productName } from './sandbox-db';
import type { SandboxHandle } from '../../sandbox/server';

function requestsOf(sandbox: SandboxHandle, siteId: string, contactId: string): Array<{ id: string; status: string }> {
  return sandbox.db
    .prepare('SELECT id, status FROM review_requests WHERE site_id = ? AND contact_id = ? ORDER BY created_date DESC')
    .all(siteId, contactId) as Array<{ id: string; status: string }>;
}
const scheduledCount = (sandbox: SandboxHandle, siteId: string): number =>
  (
    sandbox.db
      .prepare(`SELECT COUNT(*) AS n FROM review_requests WHERE site_id = ? AND status = 'SCHEDULED'`)
      .get(siteId) as { n: number }
  ).n;

/** The schedule form, unfolded (it folds again after each request it schedules). */
async function scheduleForm(panel: SidePanel) {
  const form = panel.page.getByRole('form', { name: 'Ask a customer for a review' });
  if (!(await form.isVisible())) await panel.page.getByText('Ask a customer for a review', { exact: true }).click();
  await expect(form).toBeVisible();
  return form;
}

async function schedule(panel: SidePanel, email: string, itemId: string): Promise<void> {
  const form = await scheduleForm(panel);
  await form.getByLabel('Recipient (type the start of their email)').fill(email);
  await form
    .getByRole('list', { name: 'Matching contacts' })
    .getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(form.getByTestId('picked-contact')).toContainText(email);
  await form.getByLabel('Item (product name or ID)').fill(itemId);
  await form.getByRole('button', { name: 'Schedule the request' }).click();
  await expect(panel.page.getByText(`Review request to ${email} scheduled`)).toBeVisible();
  await expect(form).toBeHidden(); // it folds once the request is scheduled
}

test('schedule two review requests, one to a bounced contact; after the send date one is SENT, the other FAILED (bounced)', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  await panel.page.getByRole('tab', { name: 'Requests' }).click();

  const reachable = contactWithEmail(sandbox.db, site.id, 'reachable');
  const bounced = contactWithEmail(sandbox.db, site.id, 'bounced');
  const itemId = firstProductId(sandbox, site.id);

  // Bad input is caught before anything is sent.
  await (await scheduleForm(panel)).getByRole('button', { name: 'Schedule the request' }).click();
  await expect(panel.page.getByText('Pick the contact to ask.')).toBeVisible();
  await expect(panel.page.getByText('Pick the item to be reviewed.')).toBeVisible();

  await schedule(panel, reachable.email, itemId);
  await schedule(panel, bounced.email, itemId);
  const [sent] = requestsOf(sandbox, site.id, reachable.id);
  const [failed] = requestsOf(sandbox, site.id, bounced.id).filter((r) => r.status === 'SCHEDULED');
  expect(sent?.status).toBe('SCHEDULED');
  expect(failed?.status).toBe('SCHEDULED');
  const row = (id: string) => panel.page.locator(`[data-testid="review-request"][data-request-id="${id}"]`);
  await expect(row(sent!.id).getByTestId('request-status')).toHaveText('Scheduled');
  await expect(row(failed!.id).getByTestId('request-status')).toHaveText('Scheduled');

  // The default send date is a day ahead: two days on the sandbox clock pass it.
  await advanceClock(sandbox.url, site.id, 2 * DAY);
  await panel.page.reload();
  await expect(row(sent!.id).getByTestId('request-status')).toHaveText('Sent');
  await expect(row(failed!.id).getByTestId('request-status')).toHaveText('Failed');
  await expect(row(failed!.id).getByTestId('request-failure')).toContainText('Failed: the email address bounced.');
  expect(requestsOf(sandbox, site.id, reachable.id)[0]!.status).toBe('SENT');

  // The state filter is kept in the panel's URL.
  await panel.page.getByLabel('State').selectOption('FAILED');
  await expect(row(sent!.id)).toHaveCount(0);
  await expect(row(failed!.id)).toBeVisible();
  await panel.page.reload();
  await expect(panel.page.getByLabel('State')).toHaveValue('FAILED');
  await expect(row(failed!.id)).toBeVisible();
});

test('cancel one scheduled request, then all scheduled ones after confirming the exact count', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  await panel.page.getByRole('tab', { name: 'Requests' }).click();

  const reachable = contactWithEmail(sandbox.db, site.id, 'reachable');
  await schedule(panel, reachable.email, firstProductId(sandbox, site.id));
  const [mine] = requestsOf(sandbox, site.id, reachable.id);
  const row = panel.page.locator(`[data-testid="review-request"][data-request-id="${mine!.id}"]`);

  await row.getByRole('button', { name: 'Cancel this request' }).click();
  const confirm = panel.page.getByRole('alertdialog', { name: 'Confirm canceling' });
  await expect(confirm).toContainText('Cancel 1 scheduled review request?');
  await confirm.getByRole('button', { name: 'Cancel 1 review request' }).click();
  await expect(row.getByTestId('request-status')).toHaveText('Canceled');
  expect(requestsOf(sandbox, site.id, reachable.id)[0]!.status).toBe('CANCELED');

  const before = scheduledCount(sandbox, site.id);
  expect(before).toBeGreaterThan(1);
  // Canceling by filter is folded away below the list's state filter.
  await panel.page.getByText('Cancel scheduled requests', { exact: true }).click();
  await panel.page.getByRole('button', { name: 'All scheduled' }).click();
  await expect(confirm).toContainText(`Cancel ${before} scheduled review requests?`);
  // Keeping them touches nothing.
  await confirm.getByRole('button', { name: 'Keep them' }).click();
  expect(scheduledCount(sandbox, site.id)).toBe(before);
  await panel.page.getByRole('button', { name: 'All scheduled' }).click();
  await confirm.getByRole('button', { name: `Cancel ${before} review requests` }).click();
  await expect(panel.page.getByText(`Canceled ${before} review requests.`)).toBeVisible();
  expect(scheduledCount(sandbox, site.id)).toBe(0);
});

test('an unsubscribed recipient is asked about first; once scheduled, the form folds and starts over empty (no second request one click away)', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  await panel.page.getByRole('tab', { name: 'Requests' }).click();
  const unsubscribed = contactWithEmail(sandbox.db, site.id, 'unsubscribed');
  const itemId = firstProductId(sandbox, site.id);

  const form = await scheduleForm(panel);
  await form.getByLabel('Recipient (type the start of their email)').fill(unsubscribed.email);
  const match = form.getByTestId('contact-match').filter({ hasText: unsubscribed.email });
  // The picker says who takes no emails before anyone is picked.
  await expect(match.getByTestId('contact-subscription')).toHaveText('Unsubscribed from emails');
  await match.click();
  await expect(form.getByTestId('picked-contact')).toContainText('Unsubscribed from emails');
  await form.getByLabel('Item (product name or ID)').fill(itemId);
  await expect(form.getByTestId('item-chosen')).toBeVisible();

  // Scheduling asks first; Cancel schedules nothing.
  await form.getByRole('button', { name: 'Schedule the request' }).click();
  const dialog = panel.page.getByRole('alertdialog', { name: /anyway\?$/ });
  await expect(dialog).toContainText('unsubscribed from emails');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(requestsOf(sandbox, site.id, unsubscribed.id)).toHaveLength(0);

  await form.getByRole('button', { name: 'Schedule the request' }).click();
  await dialog.getByRole('button', { name: 'Schedule anyway' }).click();
  await expect(panel.page.getByText(`Review request to ${unsubscribed.email} scheduled`)).toBeVisible();
  expect(requestsOf(sandbox, site.id, unsubscribed.id)).toHaveLength(1);

  // The form folded away; opened again, it has no recipient and no item.
  await expect(form).toBeHidden();
  await scheduleForm(panel);
  await expect(form.getByTestId('picked-contact')).toHaveCount(0);
  await expect(form.getByLabel('Recipient (type the start of their email)')).toHaveValue('');
  await expect(form.getByLabel('Item (product name or ID)')).toHaveValue('');
  await form.getByRole('button', { name: 'Schedule the request' }).click();
  await expect(form.getByText('Pick the contact to ask.')).toBeVisible();
  expect(requestsOf(sandbox, site.id, unsubscribed.id)).toHaveLength(1);

  // The list names the recipient and the item, never their ids.
  const row = panel.page.locator(
    `[data-testid="review-request"][data-request-id="${requestsOf(sandbox, site.id, unsubscribed.id)[0]!.id}"]`,
  );
  await expect(row.getByTestId('request-item')).toHaveText(productName(sandbox, site.id, itemId));
  await expect(row.getByTestId('request-recipient')).not.toContainText(unsubscribed.id);
});
