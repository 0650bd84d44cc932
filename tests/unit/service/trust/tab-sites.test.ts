import { describe, expect, it } from 'vitest';
import type { Detection } from '@/lib/messaging/site';
import { forgetTab, recordDetection, tabNavigated, tabSite } from '@/lib/service/trust/tab-sites';
import { tabSitesItem } from '@/lib/storage';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER = '9e0f1a2b-3c4d-4a6b-8c7d-5c1a2b3d4e5f';
const wix = (siteId: string): Detection => ({
  kind: 'wix',
  site: { siteId, name: 'Shop', baseUrl: 'https://shop.wixsite.com/x' },
});

describe("what a tab's page said about itself", () => {
  it('is read after a detection still being recorded: a page that asks right beside its detection is checked against it', async () => {
    await recordDetection(7, 'https://shop.wixsite.com/x', wix(OTHER));
    // Not awaited: the page's next message is read while this one is still being written.
    void recordDetection(7, 'https://shop.wixsite.com/x/product-page/a', wix(SITE));
    const entry = await tabSite(7);
    expect(entry).toEqual({ url: 'https://shop.wixsite.com/x/product-page/a', detection: wix(SITE) });
  });

  it('is forgotten when the tab leaves the origin, also for a read that follows at once', async () => {
    await recordDetection(7, 'https://shop.wixsite.com/x', wix(SITE));
    void tabNavigated(7, 'https://elsewhere.example/');
    expect(await tabSite(7)).toBeUndefined();
  });

  it('recorded by an earlier service worker (only in storage) is still read; a closed tab is forgotten in both', async () => {
    await tabSitesItem.setValue({ 12: { url: 'https://shop.wixsite.com/x', detection: wix(SITE) } });
    expect(await tabSite(12)).toEqual({ url: 'https://shop.wixsite.com/x', detection: wix(SITE) });
    await recordDetection(13, 'https://shop.wixsite.com/x', wix(SITE));
    void forgetTab(13);
    expect(await tabSite(13)).toBeUndefined();
    expect((await tabSitesItem.getValue())[13]).toBeUndefined();
  });

  it('stays while the tab moves within the origin', async () => {
    await recordDetection(14, 'https://shop.wixsite.com/x', wix(SITE));
    void tabNavigated(14, 'https://shop.wixsite.com/x/product-page/b');
    expect((await tabSite(14))?.detection).toEqual(wix(SITE));
  });
});
