// Per-site fault knobs as the official SDK and plain fetch see them: latency, 429 with
// Retry-After, 5xx, dropped connections; deterministic; visible in the request log.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../sandbox/http/request-log.ts';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError, type DemoSite } from './sdk-client.ts';

const { sandbox, sites, site, client } = useSandbox({ client: sdkClient, reset: true });
beforeEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
});

const setFaults = (body: unknown, siteId = site.id) =>
  fetch(`${sandbox.url}/_sandbox/sites/${siteId}/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const count = () => client.reviews.countReviews({ includePrivateReviews: true });
const rawCount = (s: DemoSite = site) =>
  fetch(`${sandbox.url}/reviews/v1/reviews/count`, {
    method: 'POST',
    headers: { authorization: s.apiKey, 'wix-site-id': s.id, 'content-type': 'application/json' },
    body: '{}',
  });
const noneInjected = {
  droppedBefore: 0,
  droppedAfterCommit: 0,
  rateLimitedWithRetryAfter: 0,
  rateLimitedWithoutRetryAfter: 0,
  errors: 0,
};
const injected = async () =>
  ((await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`)).json()) as { faults: { injected: object } })
    .faults.injected;
/** Creates a contact with plain fetch (so a dropped connection is a rejected fetch). */
const rawCreateContact = (first: string) =>
  fetch(`${sandbox.url}/contacts/v4/contacts`, {
    method: 'POST',
    headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
    body: JSON.stringify({ info: { name: { first, last: 'Faulted' } } }),
  });
const contactsNamed = async (first: string): Promise<number> => {
  const res = await fetch(`${sandbox.url}/contacts/v4/contacts/query`, {
    method: 'POST',
    headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filter: { 'info.name.first': first } } }),
  });
  return ((await res.json()) as { contacts: unknown[] }).contacts.length;
};
async function requestLog(query = ''): Promise<RequestLogEntry[]> {
  return ((await (await fetch(`${sandbox.url}/_sandbox/requests${query}`)).json()) as { requests: RequestLogEntry[] })
    .requests;
}

describe('fault knobs API', () => {
  it('reads, replaces and clears the knobs; validates them', async () => {
    expect(await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`)).json()).toEqual({ faults: null });
    const put = await setFaults({ latencyMs: 5, rateLimit: { retryAfterSeconds: 3, everyNth: 4 } });
    expect(await put.json()).toEqual({
      faults: { latencyMs: 5, rateLimit: { retryAfterSeconds: 3, everyNth: 4 }, calls: 0, injected: noneInjected },
    });
    await count();
    expect(await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`)).json()).toMatchObject({
      faults: { calls: 1 },
    });

    const bad = await setFaults({ errorRate: 2, latencyMs: -1, extra: true });
    expect(bad.status).toBe(400);
    const fields = (
      (await bad.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } }
    ).details.validationError.fieldViolations.map((v) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['errorRate', 'latencyMs']));

    expect((await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`)).json()).toEqual({ faults: null });
    expect((await setFaults({}, 'no-such-site')).status).toBe(404);
  });

  it('applies to the one site only, and a reset clears them', async () => {
    await setFaults({ errorRate: 1 });
    expect((await rawCount(sites[1]!)).status).toBe(200);
    expect((await rawCount()).status).toBe(500);
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/reset`, { method: 'POST' });
    expect((await rawCount()).status).toBe(200);
  });

  it('acts only on the paths named, when named: calls on other paths pass and are not counted', async () => {
    await setFaults({ errorRate: 1, paths: ['/reviews/v1/reviews/count'] });
    expect((await rawCount()).status).toBe(500);
    const other = await fetch(`${sandbox.url}/reviews/v1/reviews/query`, {
      method: 'POST',
      headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(other.status).toBe(200);
    expect(await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`)).json()).toMatchObject({
      faults: { calls: 1, paths: ['/reviews/v1/reviews/count'] },
    });
    expect((await setFaults({ errorRate: 1, paths: ['no-slash'] })).status).toBe(400);
  });
});

describe('through the SDK', () => {
  it('adds latency before handling (measured, and logged)', async () => {
    await setFaults({ latencyMs: 150 });
    const started = performance.now();
    const res = await count();
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(res.count).toBeGreaterThan(0);
    const [entry] = await requestLog(`?siteId=${site.id}`);
    expect(entry).toMatchObject({ status: 200, fault: 'latency', method: 'POST', path: '/reviews/v1/reviews/count' });
    expect(entry!.durationMs).toBeGreaterThanOrEqual(145);
  });

  it('answers 429 RESOURCE_EXHAUSTED with Retry-After on every Nth call', async () => {
    await setFaults({ rateLimit: { retryAfterSeconds: 7, everyNth: 2 } });
    await count(); // 1st passes
    const e = await sdkError(count()); // 2nd limited
    expect(e.status).toBe(429);
    expect(e.details.applicationError).toMatchObject({ code: 'RESOURCE_EXHAUSTED', data: { retryAfterSeconds: 7 } });
    expect(e.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await count(); // 3rd passes
    const res = await rawCount(); // 4th limited
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
    expect((await requestLog()).map((r) => r.status)).toEqual([200, 429, 200, 429]);
  });

  it('answers some 429s without Retry-After (withoutRetryAfterShare), deterministically, and counts each kind', async () => {
    await setFaults({ rateLimit: { retryAfterSeconds: 2, withoutRetryAfterShare: 1 } });
    const e = await sdkError(count());
    expect(e.status).toBe(429);
    expect(e.details.applicationError).toMatchObject({ code: 'RESOURCE_EXHAUSTED', data: {} });
    expect(e.details.applicationError?.data).not.toHaveProperty('retryAfterSeconds');
    const res = await rawCount();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await injected()).toEqual({ ...noneInjected, rateLimitedWithoutRetryAfter: 2 });

    const run = async (): Promise<Array<string | null>> => {
      await setFaults({ seed: 7, rateLimit: { retryAfterSeconds: 2, withoutRetryAfterShare: 0.5 } });
      const headers: Array<string | null> = [];
      for (let i = 0; i < 16; i++) headers.push((await rawCount()).headers.get('retry-after'));
      return headers;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['2', null]));
    const counts = (await injected()) as typeof noneInjected;
    expect(counts.rateLimitedWithRetryAfter + counts.rateLimitedWithoutRetryAfter).toBe(16);
    expect(counts.rateLimitedWithRetryAfter).toBe(first.filter((h) => h === '2').length);
  });

  it('errorRate 1 answers every call with a provider 5xx (500 or 503)', async () => {
    await setFaults({ errorRate: 1 });
    const e = await sdkError(count());
    expect(e.status).toBe(500);
    expect(e.details.applicationError?.code).toBe('INTERNAL_ERROR');
    await setFaults({ errorRate: 1, errorStatus: 503 });
    const e2 = await sdkError(client.reviews.getReview('00000000-0000-4000-8000-000000000001'));
    expect(e2.status).toBe(503);
    expect(e2.details.applicationError?.code).toBe('UNAVAILABLE');
  });

  it('drops the connection without a response: the SDK reports a system error', async () => {
    await setFaults({ dropConnectionRate: 1 });
    const e = await sdkError(count());
    expect(e.message).toContain('System error');
    expect(e.status).toBeUndefined();
    await expect(rawCount()).rejects.toThrow('fetch failed');
    const log = await requestLog(`?siteId=${site.id}`);
    expect(log.map((r) => [r.status, r.fault])).toEqual([
      [0, 'dropped'],
      [0, 'dropped'],
    ]);
    // The server is fine afterwards.
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`, { method: 'DELETE' });
    expect((await count()).count).toBeGreaterThan(0);
  });

  it('drops the connection after the write committed (dropAfterCommitShare): no answer, yet the write is there', async () => {
    await setFaults({ dropConnectionRate: 1, dropAfterCommitShare: 1 });
    await expect(rawCreateContact('Committed')).rejects.toThrow('fetch failed');
    const log = await requestLog(`?siteId=${site.id}`);
    expect(log.map((r) => [r.method, r.status, r.fault])).toEqual([['POST', 0, 'dropped_after_commit']]);
    expect(await injected()).toEqual({ ...noneInjected, droppedAfterCommit: 1 });
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`, { method: 'DELETE' });
    expect(await contactsNamed('Committed')).toBe(1);
  });

  it('a drop before handling (the default) writes nothing; a share splits drops deterministically', async () => {
    await setFaults({ dropConnectionRate: 1 });
    await expect(rawCreateContact('Never')).rejects.toThrow('fetch failed');
    expect(await injected()).toEqual({ ...noneInjected, droppedBefore: 1 });
    await setFaults({ seed: 3, dropConnectionRate: 1, dropAfterCommitShare: 0.5 });
    for (let i = 0; i < 12; i++) await rawCreateContact(`Split${i}`).catch(() => undefined);
    const counts = (await injected()) as typeof noneInjected;
    expect(counts.droppedBefore + counts.droppedAfterCommit).toBe(12);
    expect(counts.droppedBefore).toBeGreaterThan(0);
    expect(counts.droppedAfterCommit).toBeGreaterThan(0);
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`, { method: 'DELETE' });
    expect(await contactsNamed('Never')).toBe(0);
    let landed = 0;
    for (let i = 0; i < 12; i++) landed += await contactsNamed(`Split${i}`);
    expect(landed).toBe(counts.droppedAfterCommit);
  });

  it('is deterministic: the same seed gives the same faults', async () => {
    const run = async (): Promise<number[]> => {
      await setFaults({ seed: 42, errorRate: 0.3, rateLimit: { retryAfterSeconds: 1, probability: 0.3 } });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await rawCount()).status);
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(new Set(first)).toEqual(new Set([200, 429, 500]));
  });
});

describe('request log', () => {
  it('has method, path, status, duration, request id, site, identity, time; since= a seq or a time', async () => {
    await count();
    const all = await requestLog();
    expect(all).toHaveLength(1);
    const first = all[0]!;
    expect(Object.keys(first).sort()).toEqual([
      'durationMs',
      'identity',
      'method',
      'path',
      'requestId',
      'seq',
      'siteId',
      'status',
      'time',
    ]);
    expect(first).toMatchObject({
      method: 'POST',
      path: '/reviews/v1/reviews/count',
      status: 200,
      siteId: site.id,
      identity: { kind: 'apiKey', id: site.accountId },
    });
    await count();
    await count();
    expect(await requestLog(`?since=${first.seq}`)).toHaveLength(2);
    expect(await requestLog(`?since=${encodeURIComponent(first.time)}`)).toHaveLength(3);
    expect(await requestLog(`?since=${first.seq + 3}`)).toEqual([]);
    expect((await fetch(`${sandbox.url}/_sandbox/requests?since=yesterday`)).status).toBe(400);
  });
});
