// A live page's reply editor gets the saved replies from the background by its ticket (never from the
// page): the site's account's and every site's, with what its review fills them with (the reviewer's
// first name, the item's name as the background knows it, the site's name, the review's title); a
// ticket that is not a reply editor's gets none.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SiteClient } from '@/lib/provider/client';
import { frameHandlers } from '@/lib/service/live-pages/frame-handlers';
import { issueTicket, newPage } from '@/lib/service/trust/page-reviews';
import * as pageSite from '@/lib/service/trust/page-site';
import { connectionsItem } from '@/lib/storage';
import { serveDefaultsFile, unstubAfterEach } from '../saved-replies/defaults-file';

unstubAfterEach();

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ACCOUNT = 'acct-1';
const REVIEW = '11111111-1111-4111-8111-111111111111';
const URL = 'https://shop.wixsite.com/x/product-page/a';
const page = { tabId: 7, url: URL };
const item = { namespace: 'stores', entityId: 'p1' };

vi.mock('@/lib/service/connection/site-clients', () => ({
  connectionForSite: async () => ({ kind: 'api-key', apiKey: 'IST.x', accountId: 'acct-1' }),
  clientForSite: async () => ({}) as SiteClient,
}));
vi.mock('@/lib/service/connection/account-sites', () => ({
  keptAccountSites: async () => [{ id: SITE, name: 'Clay & Co', accountId: 'acct-1', urls: [] }],
}));
vi.mock('@/lib/service/reviews/review-names', () => ({
  productsOf: vi.fn(async () => ({ p1: { name: 'Ceramic Mug', url: null } })),
}));

beforeEach(async () => {
  serveDefaultsFile();
  vi.spyOn(pageSite, 'enabledSiteOf').mockResolvedValue(SITE);
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(async () => ({ seen: true }) as never);
  await connectionsItem.setValue([{ kind: 'api-key', apiKey: 'IST.x', accountId: ACCOUNT }]);
  await newPage(7, URL);
});

describe("a live page's reply editor's saved replies", () => {
  it('come from the background with what the review fills them with', async () => {
    const ticket = await issueTicket(7, URL, {
      kind: 'reply',
      reviewId: REVIEW,
      author: 'Anna Berg',
      excerpt: 'Lovely mug',
      reply: null,
      rating: 5,
      title: 'Lovely',
      item,
    });
    const answer = await frameHandlers['frame.savedReplies']({ ticket }, page);
    expect(answer.rating).toBe(5);
    expect(answer.values).toEqual({ firstName: 'Anna', item: 'Ceramic Mug', site: 'Clay & Co', title: 'Lovely' });
    // The defaults, stored on this first read.
    expect(answer.replies.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(await fakeBrowser.storage.sync.get(null))).toContain('savedReplies.everySite');
  });

  it('leave an anonymous reviewer and an item that is not a product without a value', async () => {
    const ticket = await issueTicket(7, URL, {
      kind: 'reply',
      reviewId: REVIEW,
      author: '',
      excerpt: 'Nice',
      reply: null,
      rating: null,
      title: '',
      item: { namespace: 'bookings', entityId: 'b1' },
    });
    const answer = await frameHandlers['frame.savedReplies']({ ticket }, page);
    expect(answer.values).toEqual({ firstName: null, item: null, site: 'Clay & Co', title: null });
  });

  it('are not given to the strip’s frame', async () => {
    const ticket = await issueTicket(7, URL, { kind: 'strip', item, pending: [], morePending: false });
    await expect(frameHandlers['frame.savedReplies']({ ticket }, page)).rejects.toMatchObject({
      data: { code: 'REVIEW_NOT_ON_PAGE' },
    });
  });
});
