// New-review notifications: a site counted for the first time is only noted; a site with more waiting
// than last time gets one notification (one review: its rating and first words); nothing while off,
// disconnected or idle.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as reviews from '@/lib/provider/reviews';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { notificationText, pollNewReviews } from '@/lib/service/notifications/notify';
import { accountSitesItem, connectionsItem, notifyItem } from '@/lib/storage';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const review = (id: string, rating: number, body: string) => ({ id, rating, title: '', body }) as ReviewSummary;

async function connected() {
  await connectionsItem.setValue([{ kind: 'api-key', apiKey: 'k', accountId: 'acc' }]);
  await accountSitesItem.setValue({
    acc: { accountId: 'acc', sites: [{ id: SITE, name: 'Bloom', accountId: 'acc', urls: [] }], fetchedAt: Date.now() },
  });
}

describe('new-review notifications', () => {
  it('word one review by its rating and first words, several by their number', () => {
    expect(notificationText('Bloom', 1, review('r', 4, 'Lovely   flowers'))).toEqual({
      title: 'New review on Bloom',
      message: '★★★★☆ Lovely flowers',
    });
    expect(notificationText('Bloom', 3, undefined).title).toBe('3 new reviews on Bloom');
  });

  it('note a site first, then tell only of more reviews waiting; nothing while off or idle', async () => {
    await connected();
    const created = vi.fn(async () => 'id');
    Object.assign(fakeBrowser, { notifications: { create: created }, idle: { queryState: async () => 'active' } });
    // The check's one query of the site's waiting reviews (as the provider answers them).
    const list = vi.spyOn(reviews, 'queryReviewPage');
    const raw = (id: string, rating: number, body: string) => ({ _id: id, content: { rating, body, title: '' } });
    const listing = (...items: ReturnType<typeof raw>[]) => ({ items, next: null, prev: null });
    const one = listing(raw('old', 3, 'Fine'));
    const two = listing(raw('new', 5, 'Great'), raw('old', 3, 'Fine'));
    list.mockResolvedValue(one);
    expect(await pollNewReviews()).toBe(0); // off
    await notifyItem.setValue({ on: true, minutes: 1 });
    expect(await pollNewReviews()).toBe(0); // first count: noted
    list.mockResolvedValue(two);
    expect(await pollNewReviews()).toBe(1);
    expect(created).toHaveBeenCalledWith(
      `sitekeeper-new-${SITE}`,
      expect.objectContaining({ title: 'New review on Bloom', message: '★★★★★ Great' }),
    );
    expect(await pollNewReviews()).toBe(0); // nothing new

    list.mockResolvedValue(listing(raw('a', 1, 'x'), raw('b', 1, 'y'), ...two.items));
    Object.assign(fakeBrowser, { idle: { queryState: async () => 'locked' } });
    expect(await pollNewReviews()).toBe(0);
  });
});
