// How a waiting change is read back and sent (lib/service/offline-queue/queued-writes.ts): each sets a
// state, so "is it already in that state?" decides; the sends go where the panel's writes go.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactCard } from '@/lib/messaging/contacts';
import type { QueuedWrite } from '@/lib/messaging/wire/queued';
import type { ReviewSummary } from '@/lib/messaging/reviews';
import * as contacts from '@/lib/provider/contacts';
import * as reviews from '@/lib/provider/reviews';
import * as moderate from '@/lib/service/reviews/moderate';
import { providerAgent } from '@/lib/service/offline-queue/queued-writes';
import type { SiteClient } from '@/lib/provider/client';

vi.mock('@/lib/service/connection/site-clients', () => ({ clientForSite: async () => ({}) as SiteClient }));
vi.mock('@/lib/provider/reviews', () => ({ reviewNow: vi.fn() }));
vi.mock('@/lib/provider/contacts', () => ({ getContact: vi.fn(), labelContact: vi.fn() }));
vi.mock('@/lib/service/reviews/moderate', () => ({ moderateForSite: vi.fn(), replyForSite: vi.fn() }));

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const review = (status: ReviewSummary['status'], reply: string | null) =>
  vi.mocked(reviews.reviewNow).mockResolvedValue({ status, reply } as ReviewSummary);
const labelled = (labelKeys: string[]) =>
  vi.mocked(contacts.getContact).mockResolvedValue({
    contact: { labelKeys } as ContactCard,
    responseType: 'REGULAR',
  });

beforeEach(() => vi.clearAllMocks());

describe('providerAgent.landed', () => {
  it("a moderation is in place when the review has the decision's status", async () => {
    const approve = { kind: 'moderate', siteId: SITE, reviewId: 'r1', status: 'APPROVED' } as const;
    review('APPROVED', null);
    expect(await providerAgent.landed(approve)).toBe(true);
    review('IN_MODERATION', null);
    expect(await providerAgent.landed(approve)).toBe(false);
  });

  it('a reply is in place when the review has that very text', async () => {
    const reply = { kind: 'reply', siteId: SITE, reviewId: 'r1', message: 'Thanks!' } as const;
    review('APPROVED', 'Thanks!');
    expect(await providerAgent.landed(reply)).toBe(true);
    review('APPROVED', 'Thank you');
    expect(await providerAgent.landed(reply)).toBe(false);
  });

  it('a label change is in place when every added key is there and no removed one', async () => {
    const change: QueuedWrite = { kind: 'label', siteId: SITE, contactId: 'c1', add: ['vip'], remove: ['new'] };
    labelled(['vip', 'other']);
    expect(await providerAgent.landed(change)).toBe(true);
    labelled(['vip', 'new']);
    expect(await providerAgent.landed(change)).toBe(false);
  });

  it('a review the provider no longer knows is sent anyway, so the admin sees its refusal', async () => {
    vi.mocked(reviews.reviewNow).mockResolvedValue(undefined);
    expect(await providerAgent.landed({ kind: 'moderate', siteId: SITE, reviewId: 'r1', status: 'APPROVED' })).toBe(
      false,
    );
  });
});

describe('providerAgent.send', () => {
  it("sends as the panel's writes do; a live page's reply keeps the reply it showed", async () => {
    await providerAgent.send({ kind: 'moderate', siteId: SITE, reviewId: 'r1', status: 'REJECTED' });
    expect(moderate.moderateForSite).toHaveBeenCalledWith(SITE, null, 'r1', 'REJECTED');
    await providerAgent.send({ kind: 'reply', siteId: SITE, reviewId: 'r1', message: 'Hi', previous: null });
    expect(moderate.replyForSite).toHaveBeenCalledWith(SITE, null, 'r1', 'Hi', { previous: null });
    await providerAgent.send({ kind: 'label', siteId: SITE, contactId: 'c1', add: ['vip'], remove: [] });
    expect(contacts.labelContact).toHaveBeenCalledWith({}, 'c1', ['vip'], []);
  });
});
