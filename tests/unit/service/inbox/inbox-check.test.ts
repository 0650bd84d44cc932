// The all-sites inbox's per-site check against the real sandbox: one query of the site's waiting
// reviews (a count too only past a page of 100), no names read, what it learnt kept per site; each
// site's calls made with the account that owns it.
import { describe, expect, it, vi } from 'vitest';
import * as client from '@/lib/provider/client';
import * as reviews from '@/lib/provider/reviews';
import { INBOX_PER_SITE } from '@/lib/messaging/inbox';
import { forgetClients } from '@/lib/service/connection/site-clients';
import { checkSiteInbox, knownInbox } from '@/lib/service/inbox/inbox';
import { accountSitesItem, connectionsItem } from '@/lib/storage';
import { pendingReviews } from '../../../e2e/sandbox-db';
import { useSandboxSites } from '../sandbox-site';

const h = useSandboxSites();

describe("a site's inbox check", () => {
  it('costs one call for a site with up to 100 waiting, checked or unchanged, and reads no names', async () => {
    const site = h.mine()[0]!;
    const waiting = pendingReviews(h.sandbox, site.id);
    expect(waiting.length).toBeGreaterThan(INBOX_PER_SITE);
    for (let i = 0; i < 2; i++) {
      const mark = await h.mark();
      const inbox = await checkSiteInbox(site.id);
      expect(await h.callsSince(mark)).toBe(1);
      expect(inbox.calls).toBe(1); // what the progress line adds up: the calls as made
      expect(inbox.count).toBe(waiting.length);
      expect(inbox.reviews.map((r) => r.id)).toEqual(waiting.slice(0, INBOX_PER_SITE).map((r) => r.id));
      // No names: the cards ask for the ones they show.
      expect((await h.pathsSince(mark)).filter((p) => !p.startsWith('/reviews/'))).toEqual([]);
    }
    expect((await knownInbox(new Set([site.id])))[0]).toMatchObject({ siteId: site.id, count: waiting.length });
  });

  it('counts too only for a site with more than a page of reviews waiting', async () => {
    const site = h.mine()[1]!;
    h.addWaiting(site.id, 120);
    const mark = await h.mark();
    const inbox = await checkSiteInbox(site.id);
    expect(await h.callsSince(mark)).toBe(2);
    expect(inbox).toMatchObject({ calls: 2, count: pendingReviews(h.sandbox, site.id).length });
    expect(inbox.reviews).toHaveLength(INBOX_PER_SITE);
  });

  it('checks every site at 1.5 calls a site at most, and at 1 a site once nothing more than a page waits', async () => {
    const sites = h.mine();
    h.addWaiting(sites[0]!.id, 101);
    let mark = await h.mark();
    const first = await Promise.all(sites.map((s) => checkSiteInbox(s.id)));
    const calls = await h.callsSince(mark);
    expect(first.reduce((n, s) => n + s.calls, 0)).toBe(calls);
    expect(calls / sites.length).toBeLessThanOrEqual(1.5);
    // Ten reviews moderated since, on a site with fewer than a page waiting: still one call a site.
    const other = sites[1]!;
    const ids = pendingReviews(h.sandbox, other.id).slice(0, 10);
    h.sandbox.db
      .prepare(
        `UPDATE reviews SET doc = json_set(doc, '$.moderation.moderationStatus', 'APPROVED') WHERE site_id = ? AND id IN (${ids.map(() => '?').join(',')})`,
      )
      .run(other.id, ...ids.map((r) => r.id));
    mark = await h.mark();
    const again = await checkSiteInbox(other.id);
    expect(await h.callsSince(mark)).toBe(1);
    expect(again.count).toBe(pendingReviews(h.sandbox, other.id).length);
  });

  it('keeps every site of checks run side by side (each site is its own item)', async () => {
    const [a, b] = h.mine();
    await Promise.all([checkSiteInbox(a!.id), checkSiteInbox(b!.id), checkSiteInbox(a!.id)]);
    expect((await knownInbox(new Set([a!.id, b!.id]))).map((s) => s.siteId).sort()).toEqual([a!.id, b!.id].sort());
  });

  it('uses the key of the account that owns the site', async () => {
    const SITE_A = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const SITE_B = '9e1f2a3b-4c5d-4e6f-8a7b-1c2d3e4f5a6b';
    await connectionsItem.setValue([
      { kind: 'api-key', apiKey: 'key-a', accountId: 'acc-a', name: 'Studio' },
      { kind: 'api-key', apiKey: 'key-b', accountId: 'acc-b', name: 'Client' },
    ]);
    const now = Date.now();
    await accountSitesItem.setValue({
      'acc-a': { accountId: 'acc-a', sites: [{ id: SITE_A, name: 'A', accountId: 'acc-a', urls: [] }], fetchedAt: now },
      'acc-b': { accountId: 'acc-b', sites: [{ id: SITE_B, name: 'B', accountId: 'acc-b', urls: [] }], fetchedAt: now },
    });
    forgetClients();
    const made = vi.spyOn(client, 'createSiteClient');
    vi.spyOn(reviews, 'queryReviewPage').mockResolvedValue({ items: [], next: null, prev: null });
    await checkSiteInbox(SITE_A);
    await checkSiteInbox(SITE_B);
    expect(made.mock.calls.map(([connection, siteId]) => [connection.apiKey, siteId])).toEqual([
      ['key-a', SITE_A],
      ['key-b', SITE_B],
    ]);
  });
});
