import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetGestureTab, openPanelInGesture, rememberTabEnabled } from '@/lib/service/trust/gesture-tabs';
import { pageHandlers } from '@/lib/service/live-pages/page-handlers';

// Chrome refuses sidePanel.open once the click's gesture is gone (after the first await), so a
// live page's click must reach sidePanel.open synchronously. These tests call without awaiting.

const URL_A = 'https://shop.example.com/product-page/mug';

function spyOpen() {
  const open = vi.fn((_: { tabId?: number; windowId?: number }) => Promise.resolve());
  Object.assign(fakeBrowser.sidePanel, { open });
  return open;
}

describe('opening the panel inside a live page click', () => {
  it('opens at once for a tab seen enabled at the same origin, and not for another origin or a forgotten tab', () => {
    const open = spyOpen();
    rememberTabEnabled(7, URL_A, true);
    expect(openPanelInGesture(7, 'https://shop.example.com/members/profile')).toBe(true);
    expect(open).toHaveBeenCalledWith({ tabId: 7 });
    expect(openPanelInGesture(7, 'https://evil.example.net/')).toBe(false);
    forgetGestureTab(7);
    expect(openPanelInGesture(7, URL_A)).toBe(false);
    rememberTabEnabled(8, URL_A, false);
    expect(openPanelInGesture(8, URL_A)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a click on "Open in Sitekeeper" or "Write a review" opens the panel before any await; the answer still waits for the site check', async () => {
    const open = spyOpen();
    rememberTabEnabled(3, URL_A, true);
    const member = pageHandlers['page.openMember']({ slug: 'ann' }, { tabId: 3, url: URL_A });
    expect(open).toHaveBeenCalledTimes(1); // synchronously, still inside the gesture
    const write = pageHandlers['page.writeReview'](
      { item: { namespace: 'stores', entityId: 'p1' } },
      { tabId: 3, url: URL_A },
    );
    expect(open).toHaveBeenCalledTimes(2);
    // No site recorded for the tab in storage: the full check refuses, nothing is looked up or shown.
    await expect(member).rejects.toMatchObject({ data: { code: 'SITE_NOT_ENABLED' } });
    await expect(write).rejects.toMatchObject({ data: { code: 'SITE_NOT_ENABLED' } });
  });

  it('a tab never seen enabled gets no early open', async () => {
    const open = spyOpen();
    const member = pageHandlers['page.openMember']({ slug: 'ann' }, { tabId: 99, url: URL_A });
    expect(open).not.toHaveBeenCalled();
    await expect(member).rejects.toMatchObject({ data: { code: 'SITE_NOT_ENABLED' } });
    expect(open).not.toHaveBeenCalled();
  });
});
