// New-review notifications: a site counted for the first time is only noted; a site with more waiting
// than last time gets one notification (one review: its rating and first words); nothing while off,
// disconnected or idle.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as reviews from '@/lib/provider/reviews';
import * as desk from '@/lib/service/domain/review-desk';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { notificationText, pollNewReviews } from '@/lib/service/domain/notify';
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
    const count = vi.spyOn(reviews, 'countPendingReviews');
    const list = vi.spyOn(desk, 'deskPage');
    const listing = (...r: ReviewSummary[]) => ({ reviews: r, nextCursor: null, items: {}, refined: false });
    list.mockResolvedValueOnce(listing(review('old', 3, 'Fine')));
    list.mockResolvedValueOnce(listing(review('new', 5, 'Great'), review('old', 3, 'Fine')));

    count.mockResolvedValue(1);
    expect(await pollNewReviews()).toBe(0); // off
    await notifyItem.setValue({ on: true, minutes: 1 });
    expect(await pollNewReviews()).toBe(0); // first count: noted
    count.mockResolvedValue(2);
    expect(await pollNewReviews()).toBe(1);
    expect(created).toHaveBeenCalledWith(
      `sitekeeper-new-${SITE}`,
      expect.objectContaining({ title: 'New review on Bloom', message: '★★★★★ Great' }),
    );
    expect(await pollNewReviews()).toBe(0); // nothing new

    count.mockResolvedValue(5);
    Object.assign(fakeBrowser, { idle: { queryState: async () => 'locked' } });
    expect(await pollNewReviews()).toBe(0);
  });
});
