// A live page's write tells the badge what the review was, from what the background answered the page
// and learnt from each write's answer since (lib/service/trust/page-reviews.ts): the badge's count is
// lessened with no count call, and an Undo on the strip knows the approve it undoes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ModerationDecision, ReviewSummary } from '@/lib/messaging/reviews';
import type { SiteClient } from '@/lib/provider/client';
import * as provider from '@/lib/provider/reviews';
import * as badge from '@/lib/service/badge/badge';
import { frameHandlers } from '@/lib/service/live-pages/frame-handlers';
import { pageHandlers } from '@/lib/service/live-pages/page-handlers';
import { answerPage, newPage } from '@/lib/service/trust/page-reviews';
import * as pageSite from '@/lib/service/trust/page-site';
import * as tabSites from '@/lib/service/trust/tab-sites';

vi.mock('@/lib/service/connection/site-clients', () => ({
  identifiedClient: async () => ({ client: {} as SiteClient, identity: 'api-key' }),
  clientForSite: async () => ({}) as SiteClient,
}));
vi.mock('@/lib/provider/reviews', () => ({ moderateReview: vi.fn() }));
vi.mock('@/lib/service/badge/badge', () => ({ refreshBadges: vi.fn(), recountBadgeWhenQuiet: vi.fn() }));

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SHOWN = '11111111-1111-4111-8111-111111111111';
const PENDING = '22222222-2222-4222-8222-222222222222';
const URL = 'https://shop.wixsite.com/x/product-page/a';
const page = { tabId: 7, url: URL };
const item = { namespace: 'stores', entityId: 'p1' };

const summary = (id: string, status: ReviewSummary['status']) =>
  ({ id, status, reply: null, replyDate: null }) as ReviewSummary;

beforeEach(async () => {
  vi.clearAllMocks();
  vi.spyOn(pageSite, 'enabledSiteOf').mockResolvedValue(SITE);
  vi.spyOn(tabSites, 'knownTabsOfSite').mockResolvedValue([7]);
  // The content script says the frame is where it put it and has been seen (the clickjacking check).
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(async () => ({ seen: true }) as never);
  vi.mocked(provider.moderateReview).mockImplementation(async (_c, id, status: ModerationDecision) =>
    summary(id, status),
  );
});

/** What the badge was told after each write: how many reviews left the waiting ones, or a recount. */
const badgeHeard = () => ({
  left: vi.mocked(badge.refreshBadges).mock.calls.map(([, opts]) => opts?.left),
  recounts: vi.mocked(badge.recountBadgeWhenQuiet).mock.calls.length,
});

describe("a live page's write says what the review was", () => {
  it("a shown review's Reject and its Undo: the badge learns both with no count", async () => {
    await newPage(7, URL);
    await answerPage(7, URL, [{ id: SHOWN, status: 'APPROVED' }]);

    await pageHandlers['page.moderateReview']({ reviewId: SHOWN, status: 'REJECTED' }, page);
    await pageHandlers['page.moderateReview']({ reviewId: SHOWN, status: 'APPROVED' }, page);

    expect(badgeHeard()).toEqual({ left: [0, 0], recounts: 0 });
  });

  it("the strip's approve takes one out of the waiting ones; its Undo (a reject of an approved review) takes none", async () => {
    await newPage(7, URL);
    const pending = [{ ...summary(PENDING, 'IN_MODERATION'), authorName: 'Ann' }];
    const ticket = await answerPage(7, URL, [{ id: PENDING, status: 'IN_MODERATION' }], {
      kind: 'strip',
      item,
      pending,
      morePending: false,
    });

    await frameHandlers['frame.moderate']({ ticket: ticket!, reviewId: PENDING, status: 'APPROVED' }, page);
    await frameHandlers['frame.moderate']({ ticket: ticket!, reviewId: PENDING, status: 'REJECTED' }, page);

    // The ticket still lists the review as pending: the Undo is told what the approve's answer said.
    expect(badgeHeard()).toEqual({ left: [1, 0], recounts: 0 });
  });

  it('a review whose status the background does not know for sure gets a recount once writes go quiet', async () => {
    await newPage(7, URL);
    await answerPage(7, URL, [{ id: SHOWN, status: 'UNKNOWN' }]);

    await pageHandlers['page.moderateReview']({ reviewId: SHOWN, status: 'REJECTED' }, page);

    expect(badgeHeard()).toEqual({ left: [], recounts: 1 });
  });
});
