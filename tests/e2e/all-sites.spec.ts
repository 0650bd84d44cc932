import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { pendingReviews, productNameOf, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';
import { panelOnDemoSite } from './pages/side-panel';

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

  // The site picker groups each account's sites under its name, and finds one by part of its name.
  expect(await panel.siteChoices()).toEqual([
    nameOf(accountA!),
    ...sites.filter((s) => s.accountId === accountA).map((s) => s.name),
    chosen,
    ...sites.filter((s) => s.accountId === accountB).map((s) => s.name),
  ]);
  await page.keyboard.press('Escape');

  // All sites: every site checked, the waiting reviews of both accounts' sites listed newest first.
  await page.getByRole('navigation', { name: 'Which reviews' }).getByRole('button', { name: 'All sites' }).click();
  await expect(page.getByTestId('inbox-progress')).toContainText(`All ${sites.length} sites checked`);
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
  const target = pendingReviews(sandbox, bSite.id)[0]!;
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
  await expect(page.getByTestId('toast')).toContainText('Undo');

  // Disconnect the first account: the other's sites stay in the picker.
  await panel.openMenu();
  await page.getByRole('button', { name: `Disconnect ${nameOf(accountA!)}` }).click();
  await expect(page.getByTestId('connected-account')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await panel.pickSite(bSite.name);
  expect(await panel.siteChoices()).toEqual(sites.filter((s) => s.accountId === accountB).map((s) => s.name));
});
