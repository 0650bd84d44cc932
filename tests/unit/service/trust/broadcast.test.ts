import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as siteList from '@/lib/provider/site-list';
import { broadcast } from '@/lib/service/trust/broadcast';
import { recordDetection } from '@/lib/service/trust/tab-sites';
import { accountSitesItem, connectionsItem } from '@/lib/storage';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const URL_OF_SITE = 'https://shop.wixsite.com/x';

async function twoTabsOfTheSite() {
  await connectionsItem.setValue([{ kind: 'api-key', apiKey: 'k', accountId: 'acc' }]);
  // Kept long ago: a provider call would be due if anything asked for a fresh list.
  await accountSitesItem.setValue({
    acc: { accountId: 'acc', sites: [{ id: SITE, name: 'Shop', accountId: 'acc', urls: [URL_OF_SITE] }], fetchedAt: 0 },
  });
  const site = { siteId: SITE, name: 'Shop', baseUrl: URL_OF_SITE };
  await recordDetection(1, `${URL_OF_SITE}/product-page/a`, { kind: 'wix', site });
  await recordDetection(2, `${URL_OF_SITE}/product-page/b`, { kind: 'wix', site });
}

describe('a change event', () => {
  it("reaches the site's other tabs, not the tab whose page made the change, and costs no provider call", async () => {
    await twoTabsOfTheSite();
    const list = vi.spyOn(siteList, 'listAccountSites');
    const toTabs = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(undefined);

    await broadcast({ event: 'reviews.changed', siteId: SITE }, { tabId: 1 });

    expect(toTabs.mock.calls.map(([tabId]) => tabId)).toEqual([2]);
    expect(list).not.toHaveBeenCalled();
  });

  it('names the extension page that made the change, so that page does not refresh a second time', async () => {
    await twoTabsOfTheSite();
    const toPages = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(undefined);
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);

    await broadcast({ event: 'reviews.changed', siteId: SITE }, { page: 'panel-1' });

    expect(toPages).toHaveBeenCalledWith({ event: 'reviews.changed', siteId: SITE, by: 'panel-1' });
  });
});
