import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rememberTabEnabled } from '@/lib/service/trust/gesture-tabs';
import { pageHandlers } from '@/lib/service/live-pages/page-handlers';

const URL_A = 'https://shop.example.com/product-page/mug';
const item = { namespace: 'stores', entityId: 'p1' };

describe('page messages that open the panel', () => {
  it('a page firing "Open the desk" eight times opens it three times; the rest are refused, and another tab is not held back', async () => {
    const open = vi.fn((_: { tabId?: number }) => Promise.resolve());
    Object.assign(fakeBrowser.sidePanel, { open });
    rememberTabEnabled(41, URL_A, true);
    rememberTabEnabled(42, URL_A, true);
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => pageHandlers['page.openDesk']({ item }, { tabId: 41, url: URL_A })),
    );
    expect(open).toHaveBeenCalledTimes(3);
    const refused = answers.filter(
      (a) => a.status === 'rejected' && (a.reason as { data?: { code?: string } }).data?.code === 'PAGE_RATE_LIMITED',
    );
    expect(refused).toHaveLength(5);
    void pageHandlers['page.writeReview']({ item }, { tabId: 42, url: URL_A }).catch(() => undefined);
    expect(open).toHaveBeenCalledTimes(4);
  });
});
