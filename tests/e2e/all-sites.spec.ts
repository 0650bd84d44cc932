import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { pendingReviews, productNameOf, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';
import { panelOnDemoSite } from './pages/side-panel';
import type { SandboxHandle } from '../../sandbox/server';

/** Moves a review's writing time (the inbox lists newest first and says when). */
function setCreated(sandbox: SandboxHandle, siteId: string, reviewId: string, at: Date): void {
  sandbox.db
    .prepare(
      `UPDATE reviews SET doc = json_set(doc, '$.createdDate', ?, '$.updatedDate', ?) WHERE site_id = ? AND id = ?`,
    )
    .run(at.toISOString(), at.toISOString(), siteId, reviewId);
}

// Several accounts and the all-sites inbox: a second sandbox account added from the header's menu,
// the site switcher grouping the sites by account, the inbox listing the reviews waiting on the sites
// of both, a card in view naming its product, one approved there (gone from the inbox, approved in the
// provider, at the cost of its write alone), and one account disconnected while the other stays.

test('two accounts connected: the inbox shows pending reviews of both, one approved there disappears; one account disconnected, the other stays', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const sites = await demoSites(sandbox.url);
  const { panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  const [accountA, accountB] = [...new Set(sites.map((s) => s.accountId))];
  const nameOf = (accountId: string) => sites.find((s) => s.accountId === accountId)!.accountName;
  const bSite = sites.find((s) => s.accountId === accountB)!;

  // Add the sandbox's other account from the menu, under a name of the admin's own: that name, not the
  // sandbox's, is the account's from then on.
  const chosen = 'Flower shop (mine)';
  await panel.openMenu();
  await page.getByRole('button', { name: 'Add an account' }).click();
  await page.getByLabel('Name (what you call this account)').fill(chosen);
  await page.getByRole('button', { name: `Connect ${nameOf(accountB!)}` }).click();
  await panel.openMenu();
  await expect(page.getByTestId('connected-account')).toHaveText([
    `${nameOf(accountA!)}Disconnect`,
    `${chosen}Disconnect`,
  ]);
  await page.keyboard.press('Escape');

  // The site picker groups each account's sites under its name, each account's sites by name.
  const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
  const namesOf = (accountId: string) =>
    sites
      .filter((s) => s.accountId === accountId)
      .map((s) => s.name)
      .sort(byName);
  expect(await panel.siteChoices()).toEqual([nameOf(accountA!), ...namesOf(accountA!), chosen, ...namesOf(accountB!)]);
  // Typing puts the best match first (a name starting so before a name or address merely holding it),
  // and Enter picks it.
  const yoga = sites.find((s) => s.name === 'Northwind Yoga')!;
  await page.getByRole('combobox', { name: 'Find a site by name or address' }).fill('n');
  await expect(page.getByTestId('site-option').first()).toHaveAttribute('data-site-id', yoga.id);
  await page.keyboard.press('Enter');
  await expect(panel.sitePicker()).toHaveAttribute('data-site-id', yoga.id);

  // Two reviews written today and yesterday: the inbox's cards say when, with the time of day.
  const [today, yesterday] = pendingReviews(sandbox, bSite.id);
  const startOfToday = new Date();
  startOfToday.setHours(0, 0, 0, 0);
  const justNow = Date.now() - 60_000;
  setCreated(sandbox, bSite.id, today!.id, new Date(justNow));
  setCreated(sandbox, bSite.id, yesterday!.id, new Date(startOfToday.getTime() - 3 * 3600_000));

  // All sites: every site checked, the waiting reviews of both accounts' sites listed newest first.
  await page.getByRole('navigation', { name: 'Which reviews' }).getByRole('button', { name: 'All sites' }).click();
  // Done: the status in a shop owner's words, the calls it cost under technical details.
  await expect(page.getByTestId('inbox-progress')).toHaveText(`All ${sites.length} sites checked.`);
  await expect(page.getByTestId('inbox-calls')).toBeHidden();
  await page
    .locator('details', { has: page.getByTestId('inbox-calls') })
    .locator('summary')
    .click();
  await expect(page.getByTestId('inbox-calls')).toHaveText(/^\d+$/);
  // The select-all box says what it does.
  await expect(page.getByTestId('inbox').getByText('Select all', { exact: true })).toBeVisible();
  await expect(page.getByTestId('inbox').getByRole('checkbox', { name: 'Select all', exact: true })).toBeVisible();
  const when = (id: string) =>
    page.locator(`[data-testid="inbox-item"] [data-review-id="${id}"]`).getByTestId('review-when');
  const sameDay = new Date(justNow).toDateString() === new Date().toDateString();
  await expect(when(today!.id)).toHaveText(
    new RegExp(`^Written ${sameDay ? 'today' : 'yesterday'} at \\d{1,2}:\\d{2}\\s?[AP]M$`),
  );
  await expect(when(yesterday!.id)).toHaveText(/^Written yesterday at \d{1,2}:\d{2}\s?[AP]M$/);
  // Why it waits, from its site's rules (read once for the site's cards).
  await expect(
    page.locator(`[data-testid="inbox-item"] [data-review-id="${today!.id}"]`).getByTestId('why-waiting'),
  ).toHaveText('Held: every new review is held');
  const waiting = sites.reduce((n, s) => n + pendingReviews(sandbox, s.id).length, 0);
  await expect(page.getByTestId('inbox-waiting')).toHaveText(`${waiting} reviews waiting`);
  const shownSites = await page
    .getByTestId('inbox-item')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-site-id')));
  expect(new Set(shownSites)).toContain(bSite.id);
  expect(shownSites.some((id) => sites.find((s) => s.id === id)?.accountId === accountA)).toBe(true);

  // A card in view names the reviewed product (asked by the card, not by the check).
  const newest = page.getByTestId('inbox-item').first();
  const newestId = await newest.getByTestId('review-card').getAttribute('data-review-id');
  const newestSite = (await newest.getAttribute('data-site-id'))!;
  await expect(newest.getByTestId('review-item')).toHaveText(productNameOf(sandbox, newestSite, newestId!));

  // Approve one of the other account's reviews from the inbox: it leaves the list; the provider has it
  // approved; the approval cost its write alone (the list follows its answer, no check again).
  const target = pendingReviews(sandbox, bSite.id)[2]!;
  const card = page.locator(`[data-testid="inbox-item"] [data-review-id="${target.id}"]`);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('review-item')).not.toBeEmpty(); // its names arrived
  await providerCallsSettled(sandbox);
  const before = (await providerRequests(sandbox)).length;
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  expect(reviewStatus(sandbox, bSite.id, target.id)).toBe('APPROVED');
  await providerCallsSettled(sandbox);
  expect((await providerRequests(sandbox)).slice(before).filter((r) => r.siteId === bSite.id)).toHaveLength(1);
  await expect(page.getByTestId('inbox-waiting')).toHaveText(`${waiting - 1} reviews waiting`);
  // The toast names the site as well as the author, with its Undo.
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(`${bSite.name}: Approved the review by ${target.author || 'Anonymous'}.`);
  await expect(toast).toContainText('Undo');
  // Opening another site's desk from a card: the toast and its Undo go (they spoke for the inbox).
  const other = page.locator(`[data-testid="inbox-item"]:not([data-site-id="${bSite.id}"])`).first();
  const otherSite = (await other.getAttribute('data-site-id'))!;
  await other.getByTestId('inbox-site').click();
  await expect(panel.sitePicker()).toHaveAttribute('data-site-id', otherSite);
  await expect(toast).toHaveCount(0, { timeout: 1000 });

  // Disconnect the first account: the other's sites stay in the picker.
  await panel.openMenu();
  await page.getByRole('button', { name: `Disconnect ${nameOf(accountA!)}` }).click();
  await expect(page.getByTestId('connected-account')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await panel.pickSite(bSite.name);
  expect(await panel.siteChoices()).toEqual(namesOf(accountB!));
});
