// The per-site names of reviews (author kinds, store products) against the real sandbox: read once,
// only for ids not known yet, shared by asks made at once, never kept from a failed read.
import { describe, expect, it, vi } from 'vitest';
import * as products from '@/lib/provider/products';
import * as reviewsProvider from '@/lib/provider/reviews';
import { clientForSite } from '@/lib/service/connection/site-clients';
import { deskPage } from '@/lib/service/reviews/review-desk';
import { forgetNames, reviewNames } from '@/lib/service/reviews/review-names';
import { createNameBook } from '@/lib/service/reviews/name-book';
import { useSandboxSites } from '../sandbox-site';

const h = useSandboxSites();
const named = async () => {
  const siteId = h.mine()[0]!.id;
  return { siteId, client: await clientForSite(siteId) };
};
const newest = { filter: {}, sort: 'newest' as const, limit: 10 };

describe("a site's review names", () => {
  it('cost a desk page one call once its names are known, and a next page only the names it adds', async () => {
    const site = await named();
    let mark = await h.mark();
    const first = await deskPage(site, newest);
    expect(await h.callsSince(mark)).toBe(3); // the page, its authors' kinds, its products
    expect(first.reviews.some((r) => r.authorType !== 'UNKNOWN')).toBe(true);
    expect(Object.keys(first.items).length).toBeGreaterThan(0);

    mark = await h.mark();
    const again = await deskPage(site, newest);
    expect(await h.callsSince(mark)).toBe(1);
    expect(again).toEqual(first);

    // The next page: the page, and names only for ids the first did not have.
    mark = await h.mark();
    const next = await deskPage(site, { ...newest, cursor: first.nextCursor });
    const knownAuthors = new Set(first.reviews.map((r) => r.authorContactId));
    const knownItems = new Set(first.reviews.map((r) => r.entityId));
    const newAuthors = next.reviews.some((r) => r.authorContactId && !knownAuthors.has(r.authorContactId));
    const newItems = next.reviews.some((r) => r.namespace === 'stores' && !knownItems.has(r.entityId));
    expect(await h.callsSince(mark)).toBe(1 + Number(newAuthors) + Number(newItems));
  });

  it('keep nothing of a failed read, which the next ask makes again; a failure never names', async () => {
    const site = await named();
    const page = await deskPage(site, newest);
    forgetNames();
    const contactIds = page.reviews.flatMap((r) => (r.authorContactId ? [r.authorContactId] : []));
    const productIds = page.reviews.filter((r) => r.namespace === 'stores').map((r) => r.entityId);
    const faults = (body: unknown) =>
      fetch(`${h.sandbox.url}/_sandbox/sites/${site.siteId}/faults`, {
        method: body === null ? 'DELETE' : 'PUT',
        headers: { 'content-type': 'application/json' },
        ...(body === null ? {} : { body: JSON.stringify(body) }),
      });
    await faults({ errorRate: 1, errorStatus: 500 });
    await expect(reviewNames(site, contactIds, productIds)).rejects.toBeTruthy();
    await faults(null);
    let mark = await h.mark();
    const names = await reviewNames(site, contactIds, productIds);
    expect(await h.callsSince(mark)).toBe(2);
    expect(Object.keys(names.authorTypes).sort()).toEqual([...new Set(contactIds)].sort());
    expect(names.items).toEqual(page.items);
    mark = await h.mark();
    expect(await reviewNames(site, contactIds, productIds)).toEqual(names);
    expect(await h.callsSince(mark)).toBe(0);
  });

  it('leave the products of a page unread when their read failed, and read them on the next page asked', async () => {
    const site = await named();
    const failed = vi.spyOn(products, 'storeProducts').mockRejectedValueOnce(new Error('no answer'));
    const page = await deskPage(site, newest);
    const stores = [
      ...new Set(page.reviews.filter((r) => r.namespace === 'stores').map((r) => `stores/${r.entityId}`)),
    ];
    expect(stores.length).toBeGreaterThan(0);
    expect(page.items).toEqual({});
    expect(page.unread?.sort()).toEqual(stores.sort());
    failed.mockRestore();
    const mark = await h.mark();
    const again = await deskPage(site, newest);
    expect(await h.callsSince(mark)).toBe(2); // the page and its products (the authors were kept)
    expect(again.unread).toBeUndefined();
    expect(Object.keys(again.items).sort()).toEqual(stores.sort());
  });

  it('leave the authors of a page unread when their read failed (never "unknown"), and read them on the next page asked', async () => {
    const site = await named();
    const failed = vi.spyOn(reviewsProvider, 'authorTypes').mockRejectedValueOnce(new Error('no answer'));
    const page = await deskPage(site, newest);
    const contacts = [...new Set(page.reviews.map((r) => r.authorContactId).filter((c) => c !== null))];
    expect(contacts.length).toBeGreaterThan(0);
    expect(page.unreadAuthors?.sort()).toEqual(contacts.sort());
    expect(page.unread).toBeUndefined();
    failed.mockRestore();
    const again = await deskPage(site, newest);
    expect(again.unreadAuthors).toBeUndefined();
    expect(again.reviews.filter((r) => r.authorContactId && r.authorType === 'UNKNOWN')).toEqual([]);
  });

  it('share one read between asks made at once', async () => {
    const site = await named();
    const page = await deskPage(site, newest);
    forgetNames();
    const contactIds = page.reviews.flatMap((r) => (r.authorContactId ? [r.authorContactId] : []));
    const productIds = page.reviews.filter((r) => r.namespace === 'stores').map((r) => r.entityId);
    const mark = await h.mark();
    const answers = await Promise.all([
      reviewNames(site, contactIds, productIds),
      reviewNames(site, contactIds.slice(0, 2), productIds.slice(0, 2)),
      reviewNames(site, contactIds, []),
    ]);
    expect(await h.callsSince(mark)).toBe(2);
    expect(answers[1]!.authorTypes).toEqual(
      Object.fromEntries(contactIds.slice(0, 2).map((id) => [id, answers[0]!.authorTypes[id]])),
    );
  });
});

describe('a name book', () => {
  it('drops the least recently asked id past its bound, and reads only what it lacks', async () => {
    const asked: string[][] = [];
    const read = async (ids: string[]) => {
      asked.push(ids);
      return Object.fromEntries(ids.filter((id) => id !== 'gone').map((id) => [id, id.toUpperCase()]));
    };
    const book = createNameBook<string>(3);
    expect(await book.lookUp(['a', 'b', 'gone'], 100, read)).toEqual({ a: 'A', b: 'B' });
    expect(await book.lookUp(['a', 'gone'], 100, read)).toEqual({ a: 'A' }); // known as nothing: not read again
    expect(await book.lookUp(['c'], 100, read)).toEqual({ c: 'C' }); // b was asked least recently: dropped
    expect(book.size()).toBe(3);
    expect(await book.lookUp(['a', 'b'], 100, read)).toEqual({ a: 'A', b: 'B' });
    expect(asked).toEqual([['a', 'b', 'gone'], ['c'], ['b']]);
  });

  it('reads in batches, and a failed batch is read again by the next ask', async () => {
    let fail = true;
    const asked: string[][] = [];
    const book = createNameBook<number>(100);
    const read = async (ids: string[]) => {
      asked.push(ids);
      if (fail && ids.includes('c')) throw new Error('no answer');
      return Object.fromEntries(ids.map((id) => [id, id.length]));
    };
    await expect(book.lookUp(['a', 'b', 'c'], 2, read)).rejects.toThrow('no answer');
    fail = false;
    expect(await book.lookUp(['a', 'b', 'c'], 2, read)).toEqual({ a: 1, b: 1, c: 1 });
    expect(asked).toEqual([['a', 'b'], ['c'], ['c']]);
  });
});
