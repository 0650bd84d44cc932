// Review requests through the official SDK's reviewRequests module (@wix/reviews): every call,
// every state (SCHEDULED → SENT / FAILED on the sandbox clock, CANCELED by cancel-by-filter),
// every failure reason of docs/product.md §3.4, the errors, and the domain events.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';
import { eventsSince, firstProductId, idOf, lastEventSeq, slugs, UNKNOWN_ID } from './reviews-helpers.ts';
import {
  advanceClock,
  contactWithEmail,
  contactWithoutEmail,
  DAY,
  reviewRequestsClient,
} from './review-requests-helpers.ts';
import { oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';

const { sandbox, site, sites, client } = useSandbox({ client: reviewRequestsClient, reset: true });
const RR = 'wix.reviews.v2.review_request';
let productId: string;
let seq: number;

beforeAll(() => {
  productId = firstProductId(sandbox.db, site.id);
});
beforeEach(() => {
  seq = lastEventSeq(sandbox.db);
});

const inDays = (days: number): Date => new Date(Date.now() + days * DAY);
const schedule = (contactId: string, sendDate: Date = inDays(3)) =>
  client.reviewRequests.createReviewRequest({
    communicationChannel: 'EMAIL',
    namespace: 'stores',
    recipient: { contactId },
    items: [{ catalogItemId: productId }],
    sendDate,
  });

describe('createReviewRequest', () => {
  it('schedules a request for the send date, as the site owner, and records created', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const sendDate = inDays(3);
    const r = await schedule(contact.id, sendDate);
    expect(r._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r).toMatchObject({
      status: 'SCHEDULED',
      revision: '1',
      namespace: 'stores',
      communicationChannel: 'EMAIL',
      recipient: { contactId: contact.id },
      items: [{ catalogItemId: productId }],
      requestedBy: { identityType: 'WIX_USER' },
    });
    expect(r.sendDate?.toISOString()).toBe(sendDate.toISOString());
    expect(r._createdDate).toBeInstanceOf(Date);
    const events = eventsSince(sandbox.db, site.id, seq);
    expect(slugs(events)).toEqual([`${RR}/created`]);
    expect(events[0]!.entityId).toBe(r._id);
  });

  it('refuses a request with neither order nor items, an unknown order, and bad fields', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const noItems = await sdkError(
      client.reviewRequests.createReviewRequest({
        communicationChannel: 'EMAIL',
        recipient: { contactId: contact.id },
      }),
    );
    expect(noItems.status).toBe(400);
    expect(noItems.details.applicationError?.code).toBe('EITHER_ORDER_OR_ITEMS_REQUIRED');
    expect(noItems.requestId).toBeTruthy();

    const order = await sdkError(
      client.reviewRequests.createReviewRequest({
        communicationChannel: 'EMAIL',
        recipient: { contactId: contact.id },
        order: { _id: UNKNOWN_ID },
      }),
    );
    expect(order.details.applicationError?.code).toBe('ORDER_NOT_FOUND');

    const tooMany = await sdkError(
      client.reviewRequests.createReviewRequest({
        communicationChannel: 'EMAIL',
        recipient: { contactId: contact.id },
        items: Array.from({ length: 6 }, () => ({ catalogItemId: productId })),
      }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['reviewRequest.items']);
    expect(eventsSince(sandbox.db, site.id, seq)).toEqual([]);
  });

  it('a visitor may not create one (INITIATOR_IDENTITY_NOT_SUPPORTED)', async () => {
    const restore = patchGlobalFetch(sandbox.url);
    try {
      const visitor = oauthClient(site.oauthClientId);
      visitor.auth.setTokens(await visitor.auth.generateVisitorTokens());
      const { reviewRequests } = await import('@wix/reviews');
      const err = await sdkError(
        visitor.use(reviewRequests).createReviewRequest({
          communicationChannel: 'EMAIL',
          recipient: { contactId: UNKNOWN_ID },
          items: [{ catalogItemId: productId }],
        }),
      );
      expect(err.status).toBe(403);
      expect(err.details.applicationError?.code).toBe('INITIATOR_IDENTITY_NOT_SUPPORTED');
    } finally {
      restore();
    }
  });
});

describe('the state clock', () => {
  it('moves due requests on when the clock passes the send date: SENT, or FAILED with each reason', async () => {
    const reachable = await schedule(contactWithEmail(sandbox.db, site.id, 'reachable').id, inDays(2));
    const bounced = await schedule(contactWithEmail(sandbox.db, site.id, 'bounced').id, inDays(2));
    const unsubscribed = await schedule(contactWithEmail(sandbox.db, site.id, 'unsubscribed').id, inDays(2));
    const noEmail = await schedule(
      contactWithoutEmail(sandbox.db, site.id, '00000000-0000-4000-8000-00000000e0e0'),
      inDays(2),
    );
    const unknown = await schedule(UNKNOWN_ID, inDays(2));
    const later = await schedule(contactWithEmail(sandbox.db, site.id, 'reachable').id, inDays(9));
    seq = lastEventSeq(sandbox.db);

    // Not yet due: nothing moves.
    expect((await advanceClock(sandbox.url, site.id, 1 * DAY)).reviewRequestsMoved).toBe(0);
    expect((await client.reviewRequests.getReviewRequest(idOf(reachable))).status).toBe('SCHEDULED');

    const moved = await advanceClock(sandbox.url, site.id, 2 * DAY);
    expect(moved.reviewRequestsMoved).toBe(5);
    const get = (r: { _id?: string | null }) => client.reviewRequests.getReviewRequest(idOf(r));
    expect(await get(reachable)).toMatchObject({ status: 'SENT', sentOptions: { opened: false }, revision: '2' });
    expect(await get(bounced)).toMatchObject({ status: 'FAILED', failedOptions: { reason: 'BOUNCED' } });
    expect(await get(unsubscribed)).toMatchObject({
      status: 'FAILED',
      failedOptions: { reason: 'SUBSCRIPTION_INACTIVE' },
    });
    expect(await get(noEmail)).toMatchObject({ status: 'FAILED', failedOptions: { reason: 'ACTIVATION_FAILED' } });
    expect(await get(unknown)).toMatchObject({ status: 'FAILED', failedOptions: { reason: 'ACTIVATION_FAILED' } });
    expect((await get(bounced)).failedOptions?.message).toMatch(/bounce/);
    expect((await get(later)).status).toBe('SCHEDULED');
    expect(slugs(eventsSince(sandbox.db, site.id, seq))).toEqual(Array(5).fill(`${RR}/updated`));
  });

  it('a request without a send date goes out at the next call', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const r = await client.reviewRequests.createReviewRequest({
      communicationChannel: 'EMAIL',
      recipient: { contactId: contact.id },
      items: [{ catalogItemId: productId }],
    });
    expect(r.status).toBe('SCHEDULED');
    expect((await client.reviewRequests.getReviewRequest(idOf(r))).status).toBe('SENT');
  });

  it('the clock is per site, only moves forward, and a reset puts it back', async () => {
    const bad = await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: -1 }),
    });
    expect(bad.status).toBe(400);
    const a = await advanceClock(sandbox.url, site.id, DAY);
    expect(a.offsetMs).toBe(DAY);
    const other = (await (await fetch(`${sandbox.url}/_sandbox/sites/${sites[1]!.id}/clock`)).json()) as {
      offsetMs: number;
    };
    expect(other.offsetMs).toBe(0);
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/reset`, { method: 'POST' });
    const after = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/clock`)).json()) as {
      offsetMs: number;
    };
    expect(after.offsetMs).toBe(0);
  });
});

describe('bulkCreateReviewRequests', () => {
  it('creates each valid request, reports each failure at its index, returns entities when asked', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const res = await client.reviewRequests.bulkCreateReviewRequests(
      [
        {
          communicationChannel: 'EMAIL',
          recipient: { contactId: contact.id },
          items: [{ catalogItemId: productId }],
          sendDate: inDays(1),
        },
        { communicationChannel: 'EMAIL', recipient: { contactId: contact.id } },
      ],
      { returnEntity: true },
    );
    expect(res.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    const results = res.results ?? [];
    expect(results[0]).toMatchObject({
      itemMetadata: { originalIndex: 0, success: true },
      item: { status: 'SCHEDULED' },
    });
    expect(results[0]!.item?.sendDate).toBeInstanceOf(Date);
    expect(results[1]).toMatchObject({
      itemMetadata: { originalIndex: 1, success: false, error: { code: 'EITHER_ORDER_OR_ITEMS_REQUIRED' } },
    });
    expect(slugs(eventsSince(sandbox.db, site.id, seq))).toEqual([`${RR}/created`]);
  });

  it('answers no entities without returnEntity, and refuses more than 50', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const one = {
      communicationChannel: 'EMAIL' as const,
      recipient: { contactId: contact.id },
      items: [{ catalogItemId: productId }],
    };
    const res = await client.reviewRequests.bulkCreateReviewRequests([one]);
    expect(res.results?.[0]?.item).toBeUndefined();
    expect(res.results?.[0]?.itemMetadata?.success).toBe(true);
    const err = await sdkError(client.reviewRequests.bulkCreateReviewRequests(Array(51).fill(one)));
    expect(err.status).toBe(400);
  });
});

describe('get and delete', () => {
  it('gets one, deletes it (once canceled) with a deleted event, then it is gone (404)', async () => {
    const r = await schedule(contactWithEmail(sandbox.db, site.id, 'reachable').id);
    expect((await client.reviewRequests.getReviewRequest(idOf(r)))._id).toBe(r._id);
    // "Only review requests with status set to CANCELED can be deleted" (docs-rules.contract.test.ts).
    await client.reviewRequests.bulkCancelReviewRequestsByFilter({ filter: { id: idOf(r) } });
    seq = lastEventSeq(sandbox.db);
    await client.reviewRequests.deleteReviewRequest(idOf(r));
    expect(slugs(eventsSince(sandbox.db, site.id, seq))).toEqual([`${RR}/deleted`]);
    const err = await sdkError(client.reviewRequests.getReviewRequest(idOf(r)));
    expect(err.status).toBe(404);
    expect(err.details.applicationError?.code).toBe('NOT_FOUND');
    expect((await sdkError(client.reviewRequests.deleteReviewRequest(idOf(r)))).status).toBe(404);
  });
});

describe('query and count', () => {
  it('the demo data holds requests in every state and with every failure reason', async () => {
    const { items } = await client.reviewRequests.queryReviewRequests().limit(100).find();
    expect(new Set(items.map((r) => r.status))).toEqual(new Set(['SCHEDULED', 'SENT', 'CANCELED', 'FAILED']));
    expect(new Set(items.flatMap((r) => (r.failedOptions?.reason ? [r.failedOptions.reason] : [])))).toEqual(
      new Set(['BOUNCED', 'SUBSCRIPTION_INACTIVE', 'ACTIVATION_FAILED']),
    );
  });

  it('filters by status, contact and item; sorts by send date; pages with cursors', async () => {
    const all = await client.reviewRequests.queryReviewRequests().limit(100).find();
    const failed = await client.reviewRequests.queryReviewRequests().eq('status', 'FAILED').find();
    expect(failed.items.length).toBe(all.items.filter((r) => r.status === 'FAILED').length);
    const contactId = all.items[0]!.recipient!.contactId!;
    const byContact = await client.reviewRequests.queryReviewRequests().eq('recipient.contactId', contactId).find();
    expect(byContact.items.every((r) => r.recipient?.contactId === contactId)).toBe(true);
    const item = all.items[0]!.items![0]!.catalogItemId!;
    const byItem = await client.reviewRequests.queryReviewRequests().hasSome('items.catalogItemId', [item]).find();
    expect(byItem.items.length).toBe(all.items.filter((r) => r.items?.some((i) => i.catalogItemId === item)).length);

    const sorted = await client.reviewRequests.queryReviewRequests().ascending('sendDate').limit(5).find();
    const dates = sorted.items.map((r) => r.sendDate!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(sorted.hasNext()).toBe(true);
    const page2 = await sorted.next();
    expect(page2.items[0]!.sendDate!.getTime()).toBeGreaterThanOrEqual(dates[4]!);
    expect(page2.items.map((r) => r._id)).not.toContain(sorted.items[0]!._id);
  });

  it('counts with a filter; an unknown field is a validation error', async () => {
    const all = await client.reviewRequests.queryReviewRequests().limit(100).find();
    const { count } = await client.reviewRequests.countReviewRequests({
      filter: { status: { $in: ['SENT', 'FAILED'] } },
    });
    expect(count).toBe(all.items.filter((r) => r.status === 'SENT' || r.status === 'FAILED').length);
    const err = await sdkError(client.reviewRequests.countReviewRequests({ filter: { nope: 'x' } }));
    expect(err.status).toBe(400);
  });
});

describe('bulkCancelReviewRequestsByFilter', () => {
  it('cancels only the scheduled requests the filter matches, with updated events; they never send', async () => {
    const contact = contactWithEmail(sandbox.db, site.id, 'reachable');
    const a = await schedule(contact.id, inDays(1));
    const b = await schedule(contact.id, inDays(1));
    seq = lastEventSeq(sandbox.db);
    const { count: scheduledBefore } = await client.reviewRequests.countReviewRequests({
      filter: { status: 'SCHEDULED', 'recipient.contactId': contact.id },
    });
    const { jobId } = await client.reviewRequests.bulkCancelReviewRequestsByFilter({
      filter: { 'recipient.contactId': contact.id },
    });
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(slugs(eventsSince(sandbox.db, site.id, seq))).toEqual(Array(scheduledBefore).fill(`${RR}/updated`));
    expect((await client.reviewRequests.getReviewRequest(idOf(a))).status).toBe('CANCELED');
    await advanceClock(sandbox.url, site.id, 2 * DAY);
    expect((await client.reviewRequests.getReviewRequest(idOf(b))).status).toBe('CANCELED');
    // Canceling again touches nothing.
    seq = lastEventSeq(sandbox.db);
    await client.reviewRequests.bulkCancelReviewRequestsByFilter({ filter: { id: idOf(a) } });
    expect(eventsSince(sandbox.db, site.id, seq)).toEqual([]);
  });
});
