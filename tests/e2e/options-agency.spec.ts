import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { connectEveryAccount } from './pages/every-account';
import { openOptions } from './pages/options-page';
import { panelOnDemoSite } from './pages/side-panel';

// Settings at an agency's scale: the agency seed (the demo sites and 1 000 more, over five accounts),
// every account connected. The general settings come first, so new-review notifications are on the
// first screen; each account's sites are one folded line with their counts, so the page stays short;
// a site is found by typing its name, and its in-page controls turned off there are kept; an
// account's are turned off and on again all at once.

test.use({ seed: 'agency' });

test("Settings with 1 000 sites: notifications on the first screen, accounts folded with counts, a site found by name and its in-page controls turned off, an account's all at once", async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(240_000);
  const sites = await demoSites(sandbox.url);
  expect(sites.length).toBeGreaterThan(1000);
  const accounts = [...new Map(sites.map((s) => [s.accountId, s.accountName]))];
  const { panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  await connectEveryAccount(panel.page, accounts.length, 'Add an account');

  const options = await openOptions(context, extensionId);
  const notify = options.page.getByRole('checkbox', { name: 'Tell me when new reviews wait on any of my sites' });
  for (const size of [
    { width: 1280, height: 720 },
    { width: 400, height: 700 },
  ]) {
    await options.page.setViewportSize(size);
    await expect(notify).toBeInViewport();
  }

  // One folded line per account, counting its sites; nothing of a site drawn until asked.
  const groups = options.page.getByTestId('account-sites');
  await expect(groups).toHaveCount(accounts.length);
  for (const [accountId, name] of accounts) {
    const count = sites.filter((s) => s.accountId === accountId).length;
    await expect(
      options.page.locator(`[data-testid="account-sites"][data-account-id="${accountId}"] > button`),
    ).toHaveText(
      new RegExp(`^▸${escape(name)}: ${count.toLocaleString('en-US')} sites?, in-page controls on \\d[\\d,]*$`),
    );
  }
  await expect(options.page.getByTestId('site-settings')).toHaveCount(0);
  expect(await options.page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3000);

  // The biggest account opened: its first 20 sites, with more a click away.
  const [biggest] = [...accounts].sort(
    (a, b) => sites.filter((s) => s.accountId === b[0]).length - sites.filter((s) => s.accountId === a[0]).length,
  );
  await options.page.locator(`[data-testid="account-sites"][data-account-id="${biggest![0]}"] > button`).click();
  await expect(options.page.getByTestId('site-settings')).toHaveCount(20);
  await expect(options.page.getByRole('button', { name: 'Show 20 more sites' })).toBeVisible();

  // A site of another account, found by typing its name: its in-page controls turned off there.
  // The smallest of the agency's own accounts (hundreds of sites), for the bulk switch below.
  const [smallest] = accounts
    .filter(([id]) => sites.filter((s) => s.accountId === id).length > 100)
    .sort(
      (a, b) => sites.filter((s) => s.accountId === a[0]).length - sites.filter((s) => s.accountId === b[0]).length,
    );
  const target = sites.find((s) => ![biggest![0], smallest![0], sites[0]!.accountId].includes(s.accountId))!;
  await options.findSite(target.name);
  const row = options.site(target.id);
  await expect(row).toContainText(target.name);
  await expect(row).toContainText(`Account: ${target.accountName}`);
  const origin = new URL(target.liveUrl).origin;
  const control = options.control(target.id, origin);
  await expect(control).toBeChecked();
  await control.uncheck();
  await expect(control).not.toBeChecked();
  await expect(control).toBeEnabled();

  // Kept: read again after a reload, the site's controls are still off.
  await options.page.reload();
  await options.findSite(target.name);
  await expect(options.control(target.id, origin)).not.toBeChecked();

  // That account's controls off on all its sites at once: it asks first with the count, then
  // its line says none is on; on again, they are back.
  await options.search().fill('');
  const line = options.page.locator(`[data-testid="account-sites"][data-account-id="${smallest![0]}"] > button`);
  const on = Number((await line.innerText()).match(/in-page controls on ([\d,]+)$/)![1]!.replace(/,/g, ''));
  expect(on).toBeGreaterThan(0);
  await line.click();
  await options.page.getByRole('button', { name: 'Turn off for all' }).click();
  await options.page
    .getByRole('alertdialog', {
      name: `Turn the in-page controls off for ${on} site${on === 1 ? '' : 's'} of ${smallest![1]}?`,
    })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(line).toHaveText(/, in-page controls on 0$/);
  await options.page.getByRole('button', { name: 'Turn on for all' }).click();
  await options.page.getByRole('alertdialog').getByRole('button', { name: 'Turn on' }).click();
  await expect(line).toHaveText(new RegExp(`, in-page controls on ${on}$`));
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
