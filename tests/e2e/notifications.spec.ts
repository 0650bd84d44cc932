import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { oauthClient, patchGlobalFetch } from '../contract/identity-oauth-client';
import { contactWithoutReview, firstProductId } from '../contract/reviews-helpers';
import { openOptions } from './pages/options-page';
import { panelOnDemoSite } from './pages/side-panel';

// New-review notifications: turned on in Settings; the first poll only notes each site's count; a
// review written on a site through the provider's API (as a visitor) makes the next poll show one
// desktop notification for that site, with the review's rating and first words.

type Shown = { id: string; title: string; message: string };

test('a review added through the provider API makes a desktop notification on the next poll', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const sites = await demoSites(sandbox.url);
  const site = sites[0];
  const accountSites = sites.filter((s) => s.accountId === site!.accountId).length;
  await panelOnDemoSite(context, extensionId, sandbox.url);
  const options = await openOptions(context, extensionId);
  const notify = options.page.getByRole('checkbox', { name: 'Tell me when new reviews wait on any of my sites' });
  await expect(notify).not.toBeChecked();
  await options.page.getByRole('spinbutton').fill('1');
  await notify.check();
  await expect(notify).toBeChecked();

  const sw = context.serviceWorkers()[0]!;
  // What the extension shows, recorded as it asks the browser to show it.
  await sw.evaluate(() => {
    const shown: Shown[] = [];
    (globalThis as { shownNotifications?: Shown[] }).shownNotifications = shown;
    const create = chrome.notifications.create.bind(chrome.notifications);
    chrome.notifications.create = ((id: string, opts: chrome.notifications.NotificationCreateOptions) => {
      shown.push({ id, title: opts.title ?? '', message: opts.message ?? '' });
      return create(id, opts);
    }) as typeof chrome.notifications.create;
  });
  const poll = () => sw.evaluate(() => chrome.alarms.create('sitekeeper-notify', { when: Date.now() }));
  const checkedSites = () =>
    sw.evaluate(
      async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('inbox.')).length,
    );
  const shown = () => sw.evaluate(() => (globalThis as { shownNotifications?: Shown[] }).shownNotifications ?? []);

  // The first poll notes the counts: nothing is news yet.
  await poll();
  await expect.poll(checkedSites).toBe(accountSites);
  expect(await shown()).toEqual([]);

  // A visitor writes a review on the site, through the provider's API.
  const restore = patchGlobalFetch(sandbox.url);
  try {
    const productId = firstProductId(sandbox.db, site!.id);
    await oauthClient(site!.oauthClientId).reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId: contactWithoutReview(sandbox.db, site!.id, productId, false), authorName: 'Vic' },
      content: { rating: 4, body: 'Lovely flowers, delivered the same afternoon.' },
    });
  } finally {
    restore();
  }

  await poll();
  await expect.poll(shown).toEqual([
    {
      id: `sitekeeper-new-${site!.id}`,
      title: `New review on ${site!.name}`,
      message: '★★★★☆ Lovely flowers, delivered the same afternoon.',
    },
  ]);
  // Recorded as it was asked for: the browser's own list has it once that call is done.
  await expect
    .poll(() => sw.evaluate(() => chrome.notifications.getAll()))
    .toHaveProperty(`sitekeeper-new-${site!.id}`);
});
