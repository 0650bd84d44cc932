// The all-sites inbox in the panel: what is kept shows first, every site is then checked a few at a
// time with the progress counted, a 429 waited out by its Retry-After, a site that fails listed.
import { describe, expect, it } from 'vitest';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import { createInboxStore, inboxReviews } from '@/lib/queries/inbox';
import { fakeBackground, messages } from '../fake-background';

const SITES = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(8, '0')}-1111-4222-8333-444444444444`);
const review = (id: string, createdDate: string) => ({ id, createdDate });
const refusal = (status: number, retryAfterSeconds?: number) =>
  new MessageError({
    status,
    code: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL',
    message: 'no',
    details: null,
    requestId: 'req-1',
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });

describe('the all-sites inbox store', () => {
  it('shows what was kept, then checks every site, waiting out a 429 and listing a site that fails', async () => {
    let limited = 0;
    const sent = fakeBackground((type, payload) => {
      if (type === 'inbox.known')
        return {
          sites: [{ siteId: SITES[0], count: 1, reviews: [review('old', '2026-11-01')], checkedAt: 1, calls: 0 }],
        };
      const siteId = String(payload.siteId);
      if (siteId === SITES[1] && limited++ === 0) throw refusal(429, 0.01);
      if (siteId === SITES[2]) throw refusal(503);
      const n = SITES.indexOf(siteId);
      return {
        siteId,
        count: 1,
        reviews: [review(`r${n}`, `2026-11-${String(n + 1).padStart(2, '0')}`)],
        checkedAt: 2,
        calls: 2,
      };
    });
    const store = createInboxStore();
    await store.load(SITES);
    expect(inboxReviews(store.entries.value).map((r) => r.review.id)).toEqual(['old']);

    await store.refresh(SITES);
    const p = store.progress.value!;
    expect(p).toMatchObject({ checked: 20, total: 20, calls: 38, done: true });
    expect(p.failed.map((f) => f.siteId)).toEqual([SITES[2]]);
    // The 429 was waited out, then the site checked again.
    expect(messages(sent, 'inbox.checkSite').filter((m) => m.siteId === SITES[1])).toHaveLength(2);
    // Newest first, across sites.
    expect(
      inboxReviews(store.entries.value)
        .slice(0, 2)
        .map((r) => r.review.id),
    ).toEqual(['r19', 'r18']);
  });
});
