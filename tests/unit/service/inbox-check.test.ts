// The all-sites inbox's per-site check: one count call, the newest waiting reviews listed only when
// the count moved (or asked to); each site's calls made with the account that owns it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as client from '@/lib/provider/client';
import * as reviews from '@/lib/provider/reviews';
import * as desk from '@/lib/service/domain/review-desk';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import { forgetClients } from '@/lib/service/connection/site-clients';
import { checkSiteInbox, knownInbox } from '@/lib/service/domain/inbox';
import { accountSitesItem, connectionsItem } from '@/lib/storage';

const SITE_A = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SITE_B = '9e1f2a3b-4c5d-4e6f-8a7b-1c2d3e4f5a6b';
const review = (id: string) =>
  ({ id, createdDate: '2026-11-20T10:00:00.000Z', authorContactId: null, namespace: 'other' }) as ReviewSummary;

async function twoAccounts() {
  await connectionsItem.setValue([
    { kind: 'api-key', apiKey: 'key-a', accountId: 'acc-a', name: 'Studio' },
    { kind: 'api-key', apiKey: 'key-b', accountId: 'acc-b', name: 'Client' },
  ]);
  const now = Date.now();
  await accountSitesItem.setValue({
    'acc-a': { accountId: 'acc-a', sites: [{ id: SITE_A, name: 'A', accountId: 'acc-a', urls: [] }], fetchedAt: now },
    'acc-b': { accountId: 'acc-b', sites: [{ id: SITE_B, name: 'B', accountId: 'acc-b', urls: [] }], fetchedAt: now },
  });
}

/** One provider call through the site's client, answered here: what the stand-ins below make. */
const oneCall = (c: client.SiteClient) => c.fetchWithAuth('https://www.wixapis.com/reviews/v1/reviews/count');

describe("a site's inbox check", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the reviews only when the count moved, and reports the calls it cost, as made', async () => {
    await twoAccounts();
    vi.stubGlobal('fetch', async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    let counted = 2;
    const count = vi.spyOn(reviews, 'countPendingReviews').mockImplementation(async (c) => {
      await oneCall(c);
      return counted;
    });
    // The page, its authors' kinds and its products' names: three calls (a catalog's 428 would make four).
    const list = vi.spyOn(desk, 'deskPage').mockImplementation(async (c) => {
      for (let i = 0; i < 3; i++) await oneCall(c);
      return { reviews: [review('r1'), review('r2')], nextCursor: null, items: {}, refined: false };
    });

    expect(await checkSiteInbox(SITE_B)).toMatchObject({ count: 2, calls: 4, reviews: [{ id: 'r1' }, { id: 'r2' }] });
    expect(await checkSiteInbox(SITE_B)).toMatchObject({ count: 2, calls: 1, reviews: [{ id: 'r1' }, { id: 'r2' }] });
    expect(list).toHaveBeenCalledTimes(1);

    counted = 3;
    expect((await checkSiteInbox(SITE_B)).calls).toBe(4);
    counted = 0;
    expect(await checkSiteInbox(SITE_B)).toMatchObject({ count: 0, calls: 1, reviews: [] });
    expect(list).toHaveBeenCalledTimes(2);
    expect(count).toHaveBeenCalledTimes(4);
    // Asked to, it lists again even when the count did not move.
    counted = 2;
    await checkSiteInbox(SITE_B);
    expect((await checkSiteInbox(SITE_B, true)).calls).toBe(4);

    expect((await knownInbox(new Set([SITE_B]))).map((s) => s.siteId)).toEqual([SITE_B]);
    expect(await knownInbox(new Set([SITE_A]))).toEqual([]);
  });

  it('keeps every site of checks run side by side (each site is its own item)', async () => {
    await twoAccounts();
    vi.spyOn(reviews, 'countPendingReviews').mockResolvedValue(0);
    await Promise.all([checkSiteInbox(SITE_A), checkSiteInbox(SITE_B), checkSiteInbox(SITE_A)]);
    expect((await knownInbox(new Set([SITE_A, SITE_B]))).map((s) => s.siteId).sort()).toEqual([SITE_A, SITE_B].sort());
  });

  it('uses the key of the account that owns the site', async () => {
    await twoAccounts();
    forgetClients();
    const made = vi.spyOn(client, 'createSiteClient');
    vi.spyOn(reviews, 'countPendingReviews').mockResolvedValue(0);
    await checkSiteInbox(SITE_A);
    await checkSiteInbox(SITE_B);
    expect(made.mock.calls.map(([connection, siteId]) => [connection.apiKey, siteId])).toEqual([
      ['key-a', SITE_A],
      ['key-b', SITE_B],
    ]);
  });
});
