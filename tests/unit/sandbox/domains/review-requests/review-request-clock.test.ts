// The review request state clock (sandbox/domains/review-requests/state-clock.ts): when a request
// is due, what sending does for each email state of the recipient, and cancel.
import { describe, expect, it } from 'vitest';
import {
  applyOutcome,
  cancel,
  isDue,
  sendOutcome,
} from '../../../../../sandbox/domains/review-requests/state-clock.ts';
import type { ReviewRequestDoc } from '../../../../../sandbox/domains/review-requests/review-request-doc.ts';
import { itemIndex } from '../../../../../sandbox/domains/review-requests/review-request-doc.ts';

const NOW = new Date('2026-10-10T12:00:00.000Z');
const request = (over: Partial<ReviewRequestDoc> = {}): ReviewRequestDoc => ({
  id: 'r1',
  revision: '1',
  createdDate: '2026-10-01T00:00:00.000Z',
  updatedDate: '2026-10-01T00:00:00.000Z',
  sendDate: '2026-10-10T12:00:00.000Z',
  namespace: 'stores',
  items: [{ catalogItemId: 'p1' }],
  recipient: { contactId: 'c1' },
  communicationChannel: 'EMAIL',
  status: 'SCHEDULED',
  requestedBy: { identityType: 'WIX_USER', wixUserId: 'u1' },
  ...over,
});

describe('isDue', () => {
  it('is due at and after the send date, only while SCHEDULED', () => {
    expect(isDue(request(), NOW)).toBe(true);
    expect(isDue(request(), new Date(NOW.getTime() - 1))).toBe(false);
    expect(isDue(request({ status: 'CANCELED' }), NOW)).toBe(false);
    expect(isDue(request({ status: 'SENT' }), NOW)).toBe(false);
  });
});

describe('sendOutcome', () => {
  it('sends to a reachable email', () => {
    expect(sendOutcome({ email: 'a@x.test', subscriptionStatus: 'SUBSCRIBED', deliverabilityStatus: 'VALID' })).toEqual(
      { status: 'SENT' },
    );
    expect(sendOutcome({ email: 'a@x.test', subscriptionStatus: 'NOT_SET', deliverabilityStatus: 'NOT_SET' })).toEqual({
      status: 'SENT',
    });
  });
  it('fails with the reasons of docs/product.md §3.4', () => {
    expect(sendOutcome(undefined)).toMatchObject({ status: 'FAILED', reason: 'ACTIVATION_FAILED' });
    expect(sendOutcome({})).toMatchObject({ status: 'FAILED', reason: 'ACTIVATION_FAILED' });
    expect(sendOutcome({ email: 'a@x.test', deliverabilityStatus: 'BOUNCED' })).toMatchObject({
      status: 'FAILED',
      reason: 'BOUNCED',
    });
    expect(sendOutcome({ email: 'a@x.test', deliverabilityStatus: 'SPAM_COMPLAINT' })).toMatchObject({
      status: 'FAILED',
      reason: 'BOUNCED',
    });
    expect(
      sendOutcome({ email: 'a@x.test', subscriptionStatus: 'UNSUBSCRIBED', deliverabilityStatus: 'VALID' }),
    ).toMatchObject({ status: 'FAILED', reason: 'SUBSCRIPTION_INACTIVE' });
    expect(sendOutcome({ email: 'a@x.test', deliverabilityStatus: 'INACTIVE' })).toMatchObject({
      status: 'FAILED',
      reason: 'SUBSCRIPTION_INACTIVE',
    });
    // Bounced wins over unsubscribed: the address itself is the problem.
    expect(
      sendOutcome({ email: 'a@x.test', subscriptionStatus: 'UNSUBSCRIBED', deliverabilityStatus: 'BOUNCED' }),
    ).toMatchObject({ reason: 'BOUNCED' });
  });
});

describe('applyOutcome and cancel', () => {
  it('SENT gets sentOptions, FAILED gets failedOptions; each bumps the revision and updatedDate', () => {
    const sent = applyOutcome(request(), { status: 'SENT' }, NOW);
    expect(sent).toMatchObject({
      status: 'SENT',
      sentOptions: { opened: false },
      revision: '2',
      updatedDate: NOW.toISOString(),
    });
    expect(sent.failedOptions).toBeUndefined();
    const failed = applyOutcome(request(), { status: 'FAILED', reason: 'BOUNCED', message: 'm' }, NOW);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failedOptions: { reason: 'BOUNCED', message: 'm' },
      revision: '2',
    });
    expect(failed.sentOptions).toBeUndefined();
  });
  it('cancel ends the request as CANCELED', () => {
    expect(cancel(request(), NOW)).toMatchObject({
      status: 'CANCELED',
      revision: '2',
      updatedDate: NOW.toISOString(),
      sendDate: request().sendDate,
    });
  });
  it('the item index lists catalog item ids, and review ids only when there are some', () => {
    expect(JSON.parse(itemIndex(request()))).toEqual({ catalogItemIds: ['p1'] });
    expect(
      JSON.parse(itemIndex(request({ items: [{ catalogItemId: 'p1', reviewId: 'v1' }, { catalogItemId: 'p2' }] }))),
    ).toEqual({ catalogItemIds: ['p1', 'p2'], reviewIds: ['v1'] });
  });
});
