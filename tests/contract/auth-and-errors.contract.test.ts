// Auth, error bodies, CORS and the request log, as the SDK and a browser see them.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError } from './sdk-client.ts';

const { sandbox, sites } = useSandbox();

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: sites[0]!.apiKey,
      'wix-site-id': sites[0]!.id,
      'content-type': 'application/json',
      ...headers,
    },
    body,
  });

describe('/_sandbox/sites', () => {
  it('lists the demo sites, site 1 first, with live URLs on this host', () => {
    expect(sites.map((s) => s.name)).toEqual(['Bloom & Basket', 'Harbor Coffee Roasters', 'Northwind Yoga']);
    expect(sites[0]!.liveUrl).toBe(`${sandbox.url}/sites/bloom-and-basket`);
    expect(sites[0]!.apiKey).toMatch(/^IST\./);
    expect(sites[0]!.accountId).toBe(sites[1]!.accountId);
    expect(sites[2]!.accountId).not.toBe(sites[0]!.accountId);
  });
});

describe('auth', () => {
  it('401 UNAUTHENTICATED for an unknown API key', async () => {
    const client = sdkClient(sandbox.url, { apiKey: 'IST.not-a-key', siteId: sites[0]!.id });
    const e = await sdkError(client.members.queryMembers().find());
    expect(e.status).toBe(401);
    expect(e.details.applicationError?.code).toBe('UNAUTHENTICATED');
    expect(e.requestId).toBeTruthy();
  });

  it('403 PERMISSION_DENIED for a site of another account', async () => {
    const client = sdkClient(sandbox.url, { apiKey: sites[0]!.apiKey, siteId: sites[2]!.id });
    const e = await sdkError(client.reviews.countReviews({}));
    expect(e.status).toBe(403);
    expect(e.details.applicationError?.code).toBe('PERMISSION_DENIED');
  });

  it('403 when wix-site-id is missing, saying the header is required', async () => {
    const res = await fetch(`${sandbox.url}/reviews/v1/reviews/count`, {
      method: 'POST',
      headers: { authorization: sites[0]!.apiKey },
      body: '{}',
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { details: { applicationError: { code: string; description: string } } };
    expect(body.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect(body.details.applicationError.description).toMatch(/wix-site-id/);
  });

  it('lets one key reach every site of its account', async () => {
    const client = sdkClient(sandbox.url, { apiKey: sites[0]!.apiKey, siteId: sites[1]!.id });
    const { count } = await client.reviews.countReviews({ includePrivateReviews: true });
    expect(count).toBeGreaterThan(0);
  });
});

describe('error bodies', () => {
  it('malformed JSON → 400 validation error with x-wix-request-id', async () => {
    const res = await post('/members/v1/members/query', '{"query": {');
    expect(res.status).toBe(400);
    expect(res.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await res.json()) as {
      message: string;
      details: { validationError: { fieldViolations: { field: string }[] } };
    };
    expect(body.message).toMatch(/^INVALID_ARGUMENT/);
    expect(body.details.validationError.fieldViolations[0]!.field).toBe('body');
  });

  it('wrong-typed fields → 400 naming each field path', async () => {
    const res = await post(
      '/reviews/v1/reviews/query',
      JSON.stringify({ query: { cursorPaging: { limit: 'lots' }, sort: 'newest' }, returnPrivateReviews: 'yes' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
    const body = (await res.json()) as {
      details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } };
    };
    expect(body.details.validationError.fieldViolations.map((v) => v.field)).toEqual([
      'query.cursorPaging.limit',
      'query.sort',
      'returnPrivateReviews',
    ]);
  });

  it('an invalid filter operator value → 400 on the filter path', async () => {
    const res = await post(
      '/reviews/v1/reviews/count',
      JSON.stringify({ filter: { 'content.rating': { $gt: 'four' } } }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } };
    expect(body.details.validationError.fieldViolations[0]!.field).toBe('filter.content.rating.$gt');
  });

  it('a forged cursor → 400', async () => {
    const res = await post(
      '/reviews/v1/reviews/query',
      JSON.stringify({ query: { cursorPaging: { cursor: 'garbage!' } } }),
    );
    expect(res.status).toBe(400);
  });

  it('unknown endpoints → 404 application error', async () => {
    const res = await post('/members/v1/members/nope/nope', '{}');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
  });

  it('success is always 200 + JSON', async () => {
    const res = await post('/reviews/v1/reviews/count', '');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: expect.any(Number) });
  });
});

describe('CORS', () => {
  it('answers preflights and exposes the request id', async () => {
    const res = await fetch(`${sandbox.url}/reviews/v1/reviews/query`, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abc',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,wix-site-id,content-type,x-wix-bi-gateway',
      },
    });
    expect(res.status).toBeLessThan(300);
    // An extension page is answered by name, never with `*` (that would let any website read the answer).
    expect(res.headers.get('access-control-allow-origin')).toBe('chrome-extension://abc');
    expect(res.headers.get('access-control-allow-headers')).toContain('wix-site-id');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-wix-request-id');
  });
});

describe('/_sandbox/requests', () => {
  it('logs provider calls only, filters by site and can be cleared', async () => {
    await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
    await post('/reviews/v1/reviews/count', '{}');
    await post('/reviews/v1/reviews/count', '{}', { 'wix-site-id': sites[1]!.id });
    await fetch(`${sites[0]!.liveUrl}/`);
    await fetch(`${sandbox.url}/_sandbox/sites`);
    const all = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as {
      requests: { path: string; siteId: string; status: number; requestId: string; durationMs: number }[];
    };
    expect(all.requests.map((r) => [r.path, r.siteId])).toEqual([
      ['/reviews/v1/reviews/count', sites[0]!.id],
      ['/reviews/v1/reviews/count', sites[1]!.id],
    ]);
    expect(all.requests[0]).toMatchObject({
      status: 200,
      requestId: expect.any(String),
      durationMs: expect.any(Number),
    });
    const one = (await (await fetch(`${sandbox.url}/_sandbox/requests?siteId=${sites[1]!.id}`)).json()) as {
      requests: unknown[];
    };
    expect(one.requests).toHaveLength(1);
    await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
    const none = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as { requests: unknown[] };
    expect(none.requests).toEqual([]);
  });
});
