// Reviews as a visitor or a member, through the official SDK. The reviews routes are mounted on a
// small app whose middleware sets the caller directly (as the identity middleware does for OAuth
// tokens), over the sandbox's own db: every caller kind without a login flow per test. The real
// token path is covered by reviews-oauth.contract.test.ts.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { reviews } from '@wix/reviews';
import { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { reviewsRoutes } from '../../sandbox/domains/reviews/routes.ts';
import type { Caller, SandboxEnv } from '../../sandbox/http/env.ts';
import { ProviderError, sendError } from '../../sandbox/http/errors.ts';
import { RequestLog } from '../../sandbox/http/request-log.ts';
import { requestId } from '../../sandbox/http/request-id.ts';
import { docs } from './db-helpers.ts';
import {
  contactWithoutReview,
  eventsSince,
  firstProductId,
  idOf,
  lastEventSeq,
  memberOfContact,
  storedReview,
} from './reviews-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';
import { RemoteOrigins } from '../../sandbox/http/remote-origins.ts';

const { sandbox, site } = useSandbox({ reset: true });
let caller: Caller;
let client: ReturnType<typeof callerClient>;
let all: ReviewDoc[];
let productId: string;
let seq: number;

function callerClient() {
  const app = new Hono<SandboxEnv>();
  app.use('*', requestId());
  app.use('/reviews/v1/*', async (c, next) => {
    c.set('siteId', site.id);
    c.set('caller', caller);
    await next();
  });
  app.route(
    '/reviews/v1',
    reviewsRoutes({ db: sandbox.db, log: new RequestLog(), remoteOrigins: new RemoteOrigins(), allowExtensions: [] }),
  );
  app.onError((err, c) => {
    if (err instanceof ProviderError) return sendError(c, err);
    throw err;
  });
  return createClient({
    modules: { reviews },
    auth: ApiKeyStrategy({ apiKey: 'unused', siteId: site.id }),
    fetch: async (url, init) =>
      app.request(String(url).replace(/^https:\/\/(www|edge)\.wixapis\.com/, 'http://sandbox.local'), init),
  });
}

beforeAll(() => {
  client = callerClient();
  productId = firstProductId(sandbox.db, site.id);
});
beforeEach(() => {
  all = docs<ReviewDoc>(sandbox.db, 'reviews', site.id);
  seq = lastEventSeq(sandbox.db);
  caller = { kind: 'visitor', visitorId: 'v-1', siteId: site.id };
});

const asMember = (contactId: string) => {
  caller = {
    kind: 'member',
    memberId: memberOfContact(sandbox.db, site.id, contactId).id,
    visitorId: 'v-2',
    siteId: site.id,
  };
};

describe('creating reviews as a visitor or a member', () => {
  it('lets a visitor review as an existing contact', async () => {
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const r = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId, authorName: 'Vic' },
      content: { rating: 4 },
    });
    expect(r).toMatchObject({
      author: { contactId, authorName: 'Vic' },
      moderation: { moderationStatus: 'IN_MODERATION' },
    });
    const e = await sdkError(
      client.reviews.createReview({ namespace: 'stores', entityId: productId, content: { rating: 4 } }),
    );
    expect(e.details.validationError?.fieldViolations[0]?.field).toBe('review.author.contactId');
  });

  it("writes a member's review as the member's own contact and name, once per entity", async () => {
    const memberContact = contactWithoutReview(sandbox.db, site.id, productId, true);
    asMember(memberContact);
    const someoneElse = contactWithoutReview(sandbox.db, site.id, productId, false);
    const r = await client.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId: someoneElse },
      content: { rating: 5 },
    });
    expect(r.author).toEqual({
      contactId: memberContact,
      authorName: memberOfContact(sandbox.db, site.id, memberContact).nickname,
    });
    const dup = await sdkError(
      client.reviews.createReview({ namespace: 'stores', entityId: productId, content: { rating: 2 } }),
    );
    expect(dup.status).toBe(409);
    expect(dup.details.applicationError?.code).toBe('DUPLICATE_REVIEW');
  });

  it("uses the member's contact in createReviewAndContact (no contact created)", async () => {
    const memberContact = contactWithoutReview(sandbox.db, site.id, productId, true);
    asMember(memberContact);
    const res = await client.fetchWithAuth('https://www.wixapis.com/reviews/v1/reviews/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        namespace: 'stores',
        entityId: productId,
        content: { rating: 5 },
        email: 'ignored@example.com',
      }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { review: { author: { contactId: string } } }).review.author.contactId).toBe(
      memberContact,
    );
    expect(eventsSince(sandbox.db, site.id, seq).some((e) => e.entityFqdn === 'wix.contacts.v4.contact')).toBe(false);
  });
});

describe('reads as a visitor: published reviews only, private flags ignored', () => {
  it('hides pending reviews from get, query and count even with the private flags', async () => {
    const pending = all.find((r) => r.moderation.moderationStatus !== 'APPROVED')!;
    expect((await sdkError(client.reviews.getReview(pending.id, { returnPrivateReviews: true }))).status).toBe(404);
    const published = all.filter((r) => r.moderation.moderationStatus === 'APPROVED');
    const first = await client.reviews.queryReviews({ returnPrivateReviews: true }).limit(5).find();
    const second = await first.next();
    expect([...first.items, ...second.items].every((r) => r.moderation?.moderationStatus === 'APPROVED')).toBe(true);
    expect((await client.reviews.countReviews({ includePrivateReviews: true })).count).toBe(published.length);
    expect(idOf(await client.reviews.getReview(published[0]!.id))).toBe(published[0]!.id);
  });
});

describe('admin-only calls refuse visitors and members (403 PERMISSION_DENIED)', () => {
  it('refuses update, delete, reply, moderation and bulk calls, changing nothing', async () => {
    const target = all[0]!;
    const memberContact = contactWithoutReview(sandbox.db, site.id, productId, true);
    for (const who of ['visitor', 'member'] as const) {
      if (who === 'member') asMember(memberContact);
      const calls = [
        client.reviews.updateReview(target.id, { revision: target.revision, content: { rating: 1 } }),
        client.reviews.deleteReview(target.id),
        client.reviews.setReply(target.id, 'hi'),
        client.reviews.removeReply(target.id),
        client.reviews.updateModerationStatus(target.id, { status: 'REJECTED' }),
        client.reviews.bulkDeleteReviews({ filter: {} }),
        client.reviews.bulkUpdateModerationStatus({ filter: {}, status: 'APPROVED' }),
      ];
      for (const call of calls) {
        const e = await sdkError(call);
        expect(e.status).toBe(403);
        expect(e.details.applicationError?.code).toBe('PERMISSION_DENIED');
      }
    }
    expect(storedReview(sandbox.db, site.id, target.id)).toEqual(target);
    expect(docs<ReviewDoc>(sandbox.db, 'reviews', site.id)).toHaveLength(all.length);
    expect(eventsSince(sandbox.db, site.id, seq)).toEqual([]);
  });
});
