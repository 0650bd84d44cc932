// Reviews that answer a review request, through the official SDK: a review written by the recipient
// of a SENT request for its item (as a visitor, as a member, or for the contact by email) comes with
// `source: {type: REVIEW_REQUEST, reviewRequestOptions}` and the request's item gets the review's id;
// the extension's conversion keeps the source for the desk. Other reviews have no source.
import type { reviews } from '@wix/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../lib/provider/client.ts';
import { routeOf } from '../../lib/provider/provider-route.ts';
import { addReviewForCustomer } from '../../lib/provider/review-collect.ts';
import { toReviewSummary } from '../../lib/provider/reviews.ts';
import { createVisitorClient, writeReviewAsVisitor } from '../../lib/provider/visitor-client.ts';
import { deskPage } from '../../lib/service/reviews/review-desk.ts';
import { useSandbox } from './harness.ts';
import { logInMember, oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';
import { advanceClock, DAY, reviewRequestsClient } from './review-requests-helpers.ts';
import { eventsSince, firstProductId, idOf, lastEventSeq, slugs } from './reviews-helpers.ts';
import { sdkClient } from './sdk-client.ts';

const { sandbox, site } = useSandbox({ reset: true });
const admin = () =>
  createSiteClient(
    { kind: 'sandbox', apiKey: site.apiKey, accountId: site.accountId, sandboxUrl: sandbox.url },
    site.id,
  );
const auth = () => ({ apiKey: site.apiKey, siteId: site.id });
const sdk = () => sdkClient(sandbox.url, auth());
const requests = () => reviewRequestsClient(sandbox.url, auth()).reviewRequests;
/** The SDK's Review type leaves `source` out; the answer carries it. */
type WithSource = reviews.Review & { source?: reviews.Source };
const readReview = async (id: string) =>
  (await sdk().reviews.getReview(id, { returnPrivateReviews: true })) as WithSource;

let productId: string;
let otherProductId: string;
let restoreFetch: () => void;
beforeAll(() => {
  restoreFetch = patchGlobalFetch(sandbox.url);
  productId = firstProductId(sandbox.db, site.id);
  otherProductId = (
    sandbox.db.prepare('SELECT id FROM products WHERE site_id = ? ORDER BY position LIMIT 1 OFFSET 1').get(site.id) as {
      id: string;
    }
  ).id;
});
afterAll(() => restoreFetch());

/** A contact whose email a request reaches, who has not reviewed `productId`: a member or not. */
function reachableContact(member: boolean): { id: string; email: string; name: string; memberId: string | null } {
  const row = sandbox.db
    .prepare(
      `SELECT c.id, json_extract(c.doc, '$.primaryEmail.email') AS email, json_extract(c.doc, '$.info.name.first') AS name, m.id AS memberId
       FROM contacts c LEFT JOIN members m ON m.site_id = c.site_id AND m.contact_id = c.id AND m.status = 'APPROVED'
       WHERE c.site_id = ? AND json_extract(c.doc, '$.primaryEmail.deliverabilityStatus') = 'VALID'
         AND json_extract(c.doc, '$.primaryEmail.subscriptionStatus') <> 'UNSUBSCRIBED'
         AND (m.id IS NOT NULL) = ? AND (json_extract(c.doc, '$.memberInfo') IS NOT NULL) = ?
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.site_id = c.site_id AND r.author_contact_id = c.id AND r.entity_id = ?)
       ORDER BY c.id LIMIT 1`,
    )
    .get(site.id, member ? 1 : 0, member ? 1 : 0, productId) as
    { id: string; email: string; name: string; memberId: string | null } | undefined;
  if (!row) throw new Error('no such contact in the seed');
  return row;
}

/** A request to the contact for the item, moved to SENT on the sandbox clock. */
async function sentRequest(contactId: string, itemId = productId): Promise<string> {
  const r = await requests().createReviewRequest({
    communicationChannel: 'EMAIL',
    namespace: 'stores',
    recipient: { contactId },
    items: [{ catalogItemId: itemId }],
    sendDate: new Date(),
  });
  await advanceClock(sandbox.url, site.id, DAY);
  expect((await requests().getReviewRequest(idOf(r))).status).toBe('SENT');
  return idOf(r);
}

/** The review came from the request, and the request names the review (still SENT: there is no "answered" state). */
async function expectLinked(reviewId: string, requestId: string) {
  const review = await readReview(reviewId);
  expect(review.source).toEqual({ type: 'REVIEW_REQUEST', reviewRequestOptions: { _id: requestId } });
  expect(toReviewSummary(review).source).toEqual({ type: 'REVIEW_REQUEST', reviewRequestId: requestId });
  const request = await requests().getReviewRequest(requestId);
  expect(request.items).toEqual([{ catalogItemId: review.entityId, reviewId }]);
  expect(request).toMatchObject({ status: 'SENT', revision: '3' });
}

describe('a review answering a sent review request', () => {
  it('written as a visitor: the review has the request as its source, the request the review, with an updated event', async () => {
    const contact = reachableContact(false);
    const requestId = await sentRequest(contact.id);
    const seq = lastEventSeq(sandbox.db);
    const visitor = createVisitorClient(site.oauthClientId, routeOf({ sandboxUrl: sandbox.url }));
    const written = await writeReviewAsVisitor(
      admin(),
      visitor,
      { name: contact.name, email: contact.email },
      { itemId: productId, rating: 5, title: 'Asked and answered', body: '' },
    );
    expect(written.contactId).toBe(contact.id);
    await expectLinked(written.id, requestId);
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events)).toContain('wix.reviews.v2.review_request/updated');
    expect(events.find((e) => e.slug === 'updated' && e.entityId === requestId)).toBeDefined();
  });

  it('written as the logged-in member', async () => {
    const contact = reachableContact(true);
    const requestId = await sentRequest(contact.id);
    const member = oauthClient(site.oauthClientId);
    const flow = await logInMember(member, contact.memberId!);
    member.auth.setTokens(await member.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));
    const r = await member.reviews.createReview({ namespace: 'stores', entityId: productId, content: { rating: 4 } });
    expect((r as WithSource).source).toEqual({ type: 'REVIEW_REQUEST', reviewRequestOptions: { _id: requestId } });
    await expectLinked(idOf(r), requestId);
  });

  it('added for the customer by email (create-for-a-contact through fetchWithAuth)', async () => {
    const contact = reachableContact(false);
    const requestId = await sentRequest(contact.id);
    const added = await addReviewForCustomer(
      admin(),
      { name: contact.name, email: contact.email },
      { itemId: productId, rating: 3, title: 'By phone', body: '' },
    );
    expect(added.contactId).toBe(contact.id);
    await expectLinked(added.id, requestId);
  });

  it('only a SENT request for that item counts: a scheduled one, or one for another item, leaves the review without a source', async () => {
    const contact = reachableContact(false);
    const scheduled = await requests().createReviewRequest({
      communicationChannel: 'EMAIL',
      namespace: 'stores',
      recipient: { contactId: contact.id },
      items: [{ catalogItemId: productId }],
      sendDate: new Date(Date.now() + 30 * DAY),
    });
    const otherItem = await sentRequest(contact.id, otherProductId);
    const r = await sdk().reviews.createReview({
      namespace: 'stores',
      entityId: productId,
      author: { contactId: contact.id },
      content: { rating: 2 },
    });
    expect((await readReview(idOf(r))).source).toBeUndefined();
    expect(toReviewSummary(r).source).toBeNull();
    expect((await requests().getReviewRequest(idOf(scheduled))).items).toEqual([{ catalogItemId: productId }]);
    expect((await requests().getReviewRequest(otherItem)).items).toEqual([{ catalogItemId: otherProductId }]);
  });
});

describe('the demo data', () => {
  it("holds reviews from requests; the desk's page keeps their source", async () => {
    const page = await deskPage({ siteId: site.id, client: admin() }, { filter: {}, sort: 'newest', limit: 100 });
    const fromRequests = page.reviews.filter((r) => r.source);
    expect(fromRequests).toHaveLength(3);
    expect(fromRequests.some((r) => r.status === 'IN_MODERATION')).toBe(true);
    for (const r of fromRequests) {
      expect(r.source!.type).toBe('REVIEW_REQUEST');
      const request = await requests().getReviewRequest(r.source!.reviewRequestId!);
      expect(request).toMatchObject({
        status: 'SENT',
        recipient: { contactId: r.authorContactId },
        items: [{ catalogItemId: r.entityId, reviewId: r.id }],
      });
    }
    // The answered requests are found by the SDK's filter on the item's review id.
    const answered = await requests().queryReviewRequests().exists('items.reviewId', true).find();
    expect(answered.items.map((q) => q._id).sort()).toEqual(fromRequests.map((r) => r.source!.reviewRequestId).sort());
  });
});
