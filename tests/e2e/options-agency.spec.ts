import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { connectEveryAccount } from './pages/every-account';
import { openOptions } from './pages/options-page';
import { panelOnDemoSite } from './pages/side-panel';

// Settings at an agency's scale: the agency seed (the demo sites and 1 000 more, over five accounts),
// every account connected. The general settings come first, so new-review notifications are on the
// first screen; each account's sites are one folded line with their counts, so the page stays short;
// a site is found by typing its name, and its in-page controls turned off there are kept.

test.use({ seed: 'agency' });

test('Settings with 1 000 sites: notifications on the first screen, accounts folded with counts, a site found by name and its in-page controls turned off', async ({
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
  const target = sites.find((s) => s.accountId !== biggest![0] && s.accountId !== sites[0]!.accountId)!;
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
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
