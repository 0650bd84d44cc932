// queryReviews cursor paging through the official SDK: next() and prev() across several pages
// keep filter, sort and returnPrivateReviews (they travel inside the cursor).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { docs } from './db-helpers.ts';
import { idOf } from './reviews-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkClient } from './sdk-client.ts';

const { sandbox, site, client } = useSandbox({ client: sdkClient });
let all: ReviewDoc[];

beforeAll(() => {
  all = docs<ReviewDoc>(sandbox.db, 'reviews', site.id);
});

/** rating DESC, then createdDate ASC, then id ASC (the sandbox's tie-breaker). */
const byRatingThenAge = (a: ReviewDoc, b: ReviewDoc) =>
  b.content.rating - a.content.rating ||
  (a.createdDate < b.createdDate ? -1 : a.createdDate > b.createdDate ? 1 : a.id < b.id ? -1 : 1);
const chunks = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

describe('queryReviews next()/prev()', () => {
  it('walks forward over 3+ pages and all the way back with filter and multi-field sort kept', async () => {
    const expected = chunks(
      all
        .filter((r) => r.content.rating >= 3)
        .sort(byRatingThenAge)
        .map((r) => r.id),
      4,
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);

    let page = await client.reviews
      .queryReviews({ returnPrivateReviews: true })
      .ge('content.rating', 3)
      .descending('content.rating')
      .ascending('_createdDate')
      .limit(4)
      .find();
    const forward = [page.items.map(idOf)];
    while (page.hasNext()) {
      page = await page.next();
      forward.push(page.items.map(idOf));
    }
    expect(forward).toEqual(expected);
    await expect(page.next()).rejects.toThrow('No next page to fetch');

    const backward = [page.items.map(idOf)];
    while (page.hasPrev()) {
      page = await page.prev();
      backward.push(page.items.map(idOf));
    }
    expect(backward).toEqual([...expected].reverse());
    await expect(page.prev()).rejects.toThrow('No previous page to fetch');
  });

  it('keeps public-only results across pages when private reviews were not asked for', async () => {
    const approved = all
      .filter((r) => r.moderation.moderationStatus === 'APPROVED')
      .sort(byRatingThenAge)
      .map((r) => r.id);
    const first = await client.reviews
      .queryReviews()
      .descending('content.rating')
      .ascending('_createdDate')
      .limit(3)
      .find();
    const second = await first.next();
    const third = await second.next();
    expect([first, second, third].map((p) => p.items.map(idOf))).toEqual([
      approved.slice(0, 3),
      approved.slice(3, 6),
      approved.slice(6, 9),
    ]);
    const back = await (await third.prev()).prev();
    expect(back.items.map(idOf)).toEqual(approved.slice(0, 3));
    expect(back.hasPrev()).toBe(false);
  });

  it('resumes from a cursor with skipTo()', async () => {
    const first = await client.reviews
      .queryReviews({ returnPrivateReviews: true })
      .eq('moderation.moderationStatus', 'REJECTED')
      .limit(2)
      .find();
    const viaNext = await first.next();
    const viaSkip = await client.reviews
      .queryReviews({ returnPrivateReviews: true })
      .skipTo(first.cursors.next!)
      .limit(2)
      .find();
    expect(viaSkip.items.map(idOf)).toEqual(viaNext.items.map(idOf));
    expect(viaSkip.items.every((r) => r.moderation?.moderationStatus === 'REJECTED')).toBe(true);
  });
});
