import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { members } from '@wix/members';
import { reviews } from '@wix/reviews';
import { describe, expect, it } from 'vitest';
import { normalizeError } from '@/lib/provider/normalize-error';

/** The real SDK over a provider that answers `respond`: errors are exactly what the SDK throws. */
function clientAnswering(respond: () => Promise<Response> | Response) {
  return createClient({
    modules: { members, reviews },
    auth: ApiKeyStrategy({ apiKey: 'IST.test', siteId: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }),
    fetch: async () => respond(),
  });
}
const json = (status: number, body: unknown, requestId = 'req-42') =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': requestId },
  });
const thrown = async (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a rejection'),
    (e: unknown) => normalizeError(e),
  );

describe('error normalization (docs/product.md §8), on errors the official SDK really throws', () => {
  it('validation error: INVALID_ARGUMENT with each field, renamed to SDK arguments and sorted', async () => {
    const client = clientAnswering(() =>
      json(400, {
        message: 'ignored',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'fieldsets', description: 'bad value', violatedRule: 'OTHER' },
              { field: 'id', description: 'must be a valid GUID', violatedRule: 'FORMAT' },
            ],
          },
        },
      }),
    );
    const e = await thrown(client.members.getMember('m1', { fieldsets: ['FULL'] }));
    expect(e).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT', requestId: 'req-42' });
    expect(e.message).toBe('INVALID_ARGUMENT: "_id" must be a valid GUID, "options.fieldsets" bad value');
    expect(e.fieldViolations).toEqual([
      { field: '_id', description: 'must be a valid GUID' },
      { field: 'options.fieldsets', description: 'bad value' },
    ]);
  });

  it('application error: the provider’s code, message and description, and the request id', async () => {
    const client = clientAnswering(() =>
      json(409, {
        message: 'Slug already exists',
        details: { applicationError: { code: 'SLUG_ALREADY_EXISTS', description: 'Slug taken already', data: {} } },
      }),
    );
    const e = await thrown(client.members.getMember('m1'));
    expect(e).toMatchObject({
      status: 409,
      code: 'SLUG_ALREADY_EXISTS',
      message: 'Slug already exists: Slug taken already',
      requestId: 'req-42',
    });
  });

  it('any other 4xx: a readable code from the status, the body message, the request id', async () => {
    const e = await thrown(clientAnswering(() => json(404, { message: 'Member not found' })).members.getMember('m1'));
    expect(e).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Member not found', requestId: 'req-42' });
    const e429 = await thrown(
      clientAnswering(
        () => new Response('slow down', { status: 429, statusText: 'Too Many Requests' }),
      ).members.getMember('m1'),
    );
    expect(e429).toMatchObject({ status: 429, code: 'RESOURCE_EXHAUSTED' });
  });

  it('anything else: a system error that says what failed (transport failure, non-JSON success)', async () => {
    const down = await thrown(
      clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).members.getMember('m1'),
    );
    expect(down).toMatchObject({ code: 'SYSTEM_ERROR', status: null });
    expect(down.message).toBe('Could not reach the provider (network error)');
    const garbled = await thrown(
      clientAnswering(() => new Response('<html>oops</html>', { status: 200 })).members.getMember('m1'),
    );
    expect(garbled).toMatchObject({
      code: 'SYSTEM_ERROR',
      message: 'The provider answered with something that is not JSON',
    });
  });

  it('no next / previous page: the SDK’s own words, with a code the UI can use', async () => {
    const client = clientAnswering(() => json(200, { reviews: [], metadata: { count: 0, cursors: {} } }));
    const page = await client.reviews.queryReviews().limit(1).find();
    expect(await thrown(page.next())).toMatchObject({ code: 'NO_NEXT_PAGE', message: 'No next page to fetch' });
    expect(await thrown(page.prev())).toMatchObject({ code: 'NO_PREVIOUS_PAGE', message: 'No previous page to fetch' });
  });

  it('no platform context and elevation without an elevated client (the SDK runtime’s own texts)', () => {
    const noContext = new Error(
      'Wix context is not available. Make sure to initialize the Wix context before using SDK modules',
    );
    expect(normalizeError(noContext)).toMatchObject({ code: 'NO_CONTEXT', status: null });
    const elevated = new Error(
      'An elevated client is required to use elevated modules. Make sure to initialize the Wix context with an elevated client before using elevated SDK modules',
    );
    expect(normalizeError(elevated)).toMatchObject({ code: 'ELEVATED_CLIENT_REQUIRED' });
  });
});
