// The review request tool's provider parts: the filter of each cancel scope (only SCHEDULED
// requests), the summary of a provider request, and the visitor token's refusals.
import { describe, expect, it } from 'vitest';
import { cancelFilter, toReviewRequestSummary } from '@/lib/provider/review-requests';
import { ensureVisitorToken, type VisitorClient } from '@/lib/provider/visitor-client';
import { normalizeError } from '@/lib/provider/normalize-error';

const contact = { id: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Ann Lee', email: 'ann@example.com' };

describe('cancelFilter', () => {
  it('always limits a cancel to scheduled requests', () => {
    expect(cancelFilter({ kind: 'allScheduled' })).toEqual({ status: 'SCHEDULED' });
    expect(cancelFilter({ kind: 'one', reviewRequestId: contact.id })).toEqual({ id: contact.id, status: 'SCHEDULED' });
    expect(cancelFilter({ kind: 'item', itemId: 'p1' })).toEqual({
      status: 'SCHEDULED',
      'items.catalogItemId': { $hasSome: ['p1'] },
    });
  });
});

describe('toReviewRequestSummary', () => {
  it('keeps the failure reason and message of a FAILED request, and the recipient from the contact', () => {
    const s = toReviewRequestSummary(
      {
        _id: 'r1',
        status: 'FAILED',
        failedOptions: { reason: 'BOUNCED', message: 'Emails to a@x.test bounce.' },
        recipient: { contactId: 'c1' },
        items: [{ catalogItemId: 'p1' }],
        sendDate: new Date('2026-12-01T10:00:00Z'),
      },
      { _id: 'c1', info: { name: { first: 'Ann', last: 'Lee' } }, primaryInfo: { email: 'a@x.test' } },
    );
    expect(s).toMatchObject({
      id: 'r1',
      status: 'FAILED',
      failureReason: 'BOUNCED',
      failureMessage: 'Emails to a@x.test bounce.',
      recipientName: 'Ann Lee',
      recipientEmail: 'a@x.test',
      itemIds: ['p1'],
      sendDate: '2026-12-01T10:00:00.000Z',
      opened: null,
    });
    expect(toReviewRequestSummary({ _id: 'r2', status: 'SENT', sentOptions: { opened: true } })).toMatchObject({
      failureReason: null,
      opened: true,
      recipientName: null,
    });
  });
});

describe('ensureVisitorToken', () => {
  const refusing = (message: string) =>
    ({
      auth: {
        getTokens: () => ({}),
        setTokens: () => undefined,
        generateVisitorTokens: () => Promise.reject(new Error(message)),
      },
    }) as unknown as VisitorClient;

  it("turns the SDK's refused token request into the provider's words, code and request id", async () => {
    const body = {
      message: 'Unknown clientId c1.',
      details: { applicationError: { code: 'invalid_client', description: 'Unknown clientId c1.', data: {} } },
    };
    const err = await ensureVisitorToken(
      refusing(
        `Failed to fetch tokens from OAuth API: Bad Request. request id: req-1. Response: ${JSON.stringify(body)}`,
      ),
    ).catch((e: unknown) => e);
    expect(normalizeError(err)).toMatchObject({
      status: 400,
      code: 'invalid_client',
      requestId: 'req-1',
      message: "The site's OAuth client gave no visitor token: Unknown clientId c1.",
    });
  });
  it('reads an OAuth error body too, and keeps the text when there is no body', async () => {
    const oauth = await ensureVisitorToken(
      refusing(
        'Failed to fetch tokens from OAuth API: Bad Request. request id: r2. Response: {"error":"invalid_client","error_description":"no such client"}',
      ),
    ).catch((e: unknown) => e);
    expect(normalizeError(oauth)).toMatchObject({
      code: 'invalid_client',
      message: "The site's OAuth client gave no visitor token: no such client",
    });
    const bare = await ensureVisitorToken(refusing('offline')).catch((e: unknown) => e);
    expect(normalizeError(bare)).toMatchObject({
      code: 'VISITOR_TOKEN_REFUSED',
      message: "The site's OAuth client gave no visitor token: offline",
    });
  });
});
