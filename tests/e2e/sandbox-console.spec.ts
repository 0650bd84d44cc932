// The sandbox's console (/_sandbox/console, sandbox/admin/console/) beside the extension: a review
// approved in the desk changes its row on the console and its call streams into the console's live
// log within a second of landing; a contact renamed on the console reads so in the extension's
// contact card; a 503 fault set with the console's form sends the extension's next write to its
// offline queue; the console's Reset button puts the site back. The console page is axe-clean.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedContact } from './contacts-db';
import { seriousFindings } from './pages/axe';
import { ContactsPanel } from './pages/contacts-panel';
import { panelOnDemoSite } from './pages/side-panel';
import { pendingReviews, reviewStatus } from './sandbox-db';

/**
 * A console page in a tab of its own, its live log connected; then the site's tab is the last active
 * web tab again (the panel shows that one's site) and the panel is in front. The console stays in the
 * background, where a pointer click waits on animation frames a background tab hardly gets: it is
 * used with the keyboard, as its forms allow.
 */
async function consoleTab(context: BrowserContext, live: Page, panel: Page, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('#live-state'), 'the live log, connected to its stream').toHaveText('live');
  await live.bringToFront();
  await panel.bringToFront();
  return page;
}

test('a review approved in the extension: its row on the console and its call in the live log within a second', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, live, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const [first] = pendingReviews(sandbox, site.id);
  const card = panel.card(first!.id);
  await expect(card).toBeVisible();

  const filter = JSON.stringify({ id: { $eq: first!.id } });
  const page = await consoleTab(
    context,
    live,
    panel.page,
    `${sandbox.url}/_sandbox/console/sites/${site.id}/data/reviews?filter=${encodeURIComponent(filter)}`,
  );
  const row = page.locator(`#records tr[data-id="${first!.id}"]`);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('APPROVED');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect
    .poll(() => reviewStatus(sandbox, site.id, first!.id), { message: 'the approval, applied by the provider' })
    .toBe('APPROVED');
  // From the moment the provider has it: the console's row and its live log within a second.
  await expect(row, 'the review row, fetched again after the write').toContainText('APPROVED', { timeout: 1000 });
  const call = page.locator(`#live-rows tr[data-path="/reviews/v1/reviews/${first!.id}/moderate"]`);
  await expect(call, 'the moderation call, streamed into the live log').toBeVisible({ timeout: 1000 });
  await expect(call).toContainText('PATCH');
  await expect(call).toContainText('200');

  // The filters: by path (the moderation call stays, the desk's reads go) and by status (no error: none shown).
  const shown = page.locator('#live-rows tr[data-path]:visible');
  await page.getByLabel('Path contains').fill('/moderate');
  await expect(shown, 'only the moderation call, by its path').toHaveCount(1);
  await page.getByLabel('Path contains').fill('');
  await expect.poll(() => shown.count(), { message: 'every call again' }).toBeGreaterThan(1);
  await page.getByLabel('Status').selectOption('errors');
  await expect(shown, 'no call failed').toHaveCount(0);
  await page.getByLabel('Status').selectOption('all');
  await expect(call).toBeVisible();

  // The call's body on demand, and the pause button holds new calls back.
  await call.getByRole('button', { name: /Show the body/ }).press('Enter');
  await expect(page.locator('#live-rows pre').first()).toContainText('APPROVED');
  await page.getByRole('button', { name: 'Pause' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');

  expect(await seriousFindings(page)).toEqual([]);
});

test('a contact renamed on the console shows in the contact card; a 503 set with the form queues the next write; Reset puts the site back', async ({
  context,
  extensionId,
  sandbox,
}) => {
  // Two tools, two console pages and axe on two of them: about 50 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const { site, live, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const contacts = new ContactsPanel(panel.page);
  await contacts.open();
  const id = (await contacts.rows().first().getAttribute('data-contact-id'))!;
  const before = storedContact(sandbox, site.id, id)!;

  // Renamed on the console: its edit form sends the provider's Update Contact.
  const page = await consoleTab(
    context,
    live,
    panel.page,
    `${sandbox.url}/_sandbox/console/sites/${site.id}/data/contacts/${id}`,
  );
  await page
    .getByLabel("Request body (JSON), sent as the provider's call")
    .fill(JSON.stringify({ revision: before.revision, info: { name: { first: 'Renamed', last: 'OnConsole' } } }));
  await page.getByRole('button', { name: 'Send', exact: true }).press('Enter');
  await expect(page.getByRole('status').first()).toContainText('the provider answered 200');
  await expect(page.locator('#record dl')).toContainText('Renamed');

  await panel.page.reload();
  await contacts.open();
  await contacts.openContact(id);
  await expect(contacts.card(), "the extension's contact card, read again").toContainText('Renamed OnConsole');

  // A 503 on the review's moderation, set with the console's form: the desk's approval waits in the queue.
  const [first] = pendingReviews(sandbox, site.id);
  await page.goto(`${sandbox.url}/_sandbox/console/sites/${site.id}`);
  await page.getByLabel('Share of calls failing (0 to 1)').fill('1');
  await page.getByLabel('Their status').selectOption('503');
  await page.getByLabel(/Only these paths/).fill(`/reviews/v1/reviews/${first!.id}/moderate`);
  await page.getByRole('button', { name: 'Set fault knobs' }).press('Enter');
  await expect(page.getByRole('status').first()).toHaveText('Fault knobs set.');

  await panel.page.getByRole('tab', { name: 'Reviews' }).click();
  const card = panel.card(first!.id);
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(panel.page.getByTestId('offline-queue-count'), 'the write the 503 refused, kept').toHaveText(
    '1 change waiting to be sent',
  );
  expect(reviewStatus(sandbox, site.id, first!.id)).not.toBe('APPROVED');

  // Reset with the button: the contact's seeded name is back and the fault knobs are gone.
  await page.getByLabel(/Put every record of this site back/).press('Space');
  await expect(page.getByLabel(/Put every record of this site back/)).toBeChecked();
  await page.getByRole('button', { name: 'Reset site' }).press('Enter');
  await expect(page.getByRole('status').first()).toHaveText('Site reset to its seeded data.');
  expect(storedContact(sandbox, site.id, id)!.info.name).toEqual(before.info.name);
  await expect(page.getByText('None: the provider is healthy.')).toBeVisible();
  // The site's page with its knob forms, and a record's page with its forms: no serious axe finding.
  expect(await seriousFindings(page), 'the site page').toEqual([]);
  await page.goto(`${sandbox.url}/_sandbox/console/sites/${site.id}/data/contacts/${id}`);
  expect(await seriousFindings(page), "a contact's page").toEqual([]);
});
