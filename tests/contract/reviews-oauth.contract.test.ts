// Reviews end to end with real OAuth tokens on the full sandbox app (OAuthStrategy, hosted login):
// a visitor and a member create reviews, read published ones only, and are refused admin calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInMember, oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';
import {
  approvedMemberWithoutReview,
  contactWithoutReview,
  firstProductId,
  idOf,
  storedReview,
} from './reviews-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';

const { sandbox, site } = useSandbox({ reset: true });
let restoreFetch: () => void;
let productId: string;

beforeAll(() => {
  restoreFetch = patchGlobalFetch(sandbox.url);
  productId = firstProductId(sandbox.db, site.id);
});
afterAll(() => restoreFetch());

describe('reviews with OAuth tokens', () => {
  it('a visitor creates a review as a contact, sees published reviews only and may not reply', async () => {
    const visitor = oauthClient(site.oauthClientId);
    const contactId = contactWithoutReview(sandbox.db, site.id, productId, false);
    const r = await visitor.reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId },
      content: { title: 'From a visitor', rating: 5 },
    });
    expect(storedReview(sandbox.db, site.id, idOf(r))?.moderation.moderationStatus).toBe('IN_MODERATION');

    const page = await visitor.reviews.queryReviews({ returnPrivateReviews: true }).limit(100).find();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((x) => x.moderation?.moderationStatus === 'APPROVED')).toBe(true);
    expect((await sdkError(visitor.reviews.getReview(idOf(r), { returnPrivateReviews: true }))).status).toBe(404);

    const e = await sdkError(visitor.reviews.setReply(idOf(r), 'self-reply'));
    expect(e.status).toBe(403);
    expect(e.details.applicationError?.code).toBe('PERMISSION_DENIED');
  });

  it('a logged-in member reviews as their own contact', async () => {
    const member = approvedMemberWithoutReview(sandbox.db, site.id, productId);
    const client = oauthClient(site.oauthClientId);
    const flow = await logInMember(client, member.id);
    client.auth.setTokens(await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));

    const r = await client.reviews.createReview({ namespace: 'stores', entityId: productId, content: { rating: 4 } });
    expect(r.author).toEqual({ contactId: member.contactId, authorName: member.nickname });
    const dup = await sdkError(
      client.reviews.createReview({ namespace: 'stores', entityId: productId, content: { rating: 1 } }),
    );
    expect(dup.details.applicationError?.code).toBe('DUPLICATE_REVIEW');
    expect((await sdkError(client.reviews.deleteReview(idOf(r)))).status).toBe(403);
  });
});
