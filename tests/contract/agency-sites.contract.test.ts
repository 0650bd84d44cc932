// The agency seed through the official SDK: an agency account lists its 500 sites with
// Query Sites, page after page; each site answers about 200 calls a minute ("Wix API rate limits
// allow an app to perform up to 200 requests per minute, per instance"), the next one is 429 with
// Retry-After while another site still answers. The site's clock (/_sandbox/sites/{id}/clock)
// stands in for the minute, so nothing waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from './app-client.ts';
import { useSandbox } from './harness.ts';
import { patchGlobalFetch } from './identity-oauth-client.ts';
import { sdkClient, sdkError, type DemoSite } from './sdk-client.ts';

const { sandbox, sites } = useSandbox({ options: { seedSize: 'agency' } });
const QUERY = 'https://www.wixapis.com/site-list/v2/sites/query';

interface QueryResponse {
  sites: { id: string; displayName: string; name: string; ownerAccountId: string }[];
  metadata: { count: number; cursors: { next?: string }; hasNext: boolean };
}

let restore: () => void;
beforeAll(() => {
  restore = patchGlobalFetch(sandbox.url);
});
afterAll(() => restore());

/** Sites per account, in site order (Map.groupBy is newer than the Node the tests run on). */
function byAccount(list: readonly DemoSite[]): DemoSite[][] {
  const groups = new Map<string, DemoSite[]>();
  for (const s of list) groups.set(s.accountId, [...(groups.get(s.accountId) ?? []), s]);
  return [...groups.values()];
}

/** The sites of the account with the most sites (the agency seed's first agency account). */
function largestAccount(): DemoSite[] {
  return byAccount(sites).sort((a, b) => b.length - a.length)[0]!;
}

async function querySites(site: DemoSite, cursorPaging: { limit: number; cursor?: string }): Promise<QueryResponse> {
  const res = await accountClient(sandbox.url, site.apiKey, site.accountId).fetchWithAuth(QUERY, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: { cursorPaging } }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as QueryResponse;
}

describe('agency seed', () => {
  it('has 1 003 sites: the three demo sites, then 500, 300 and 200 in three more accounts', () => {
    expect(sites).toHaveLength(1003);
    expect(sites.slice(0, 3).map((s) => s.name)).toEqual([
      'Bloom & Basket',
      'Harbor Coffee Roasters',
      'Northwind Yoga',
    ]);
    const counts = byAccount(sites.slice(3)).map((g) => g.length);
    expect(counts).toEqual([500, 300, 200]);
  });

  it("lists an agency account's 500 sites with Query Sites, 100 a page by cursor", async () => {
    const own = largestAccount();
    const seen: string[] = [];
    let page = await querySites(own[0]!, { limit: 100 });
    for (;;) {
      seen.push(...page.sites.map((s) => s.id));
      expect(page.sites.every((s) => s.ownerAccountId === own[0]!.accountId)).toBe(true);
      if (!page.metadata.hasNext) break;
      page = await querySites(own[0]!, { limit: 100, cursor: page.metadata.cursors.next! });
    }
    expect(seen).toHaveLength(500);
    expect(new Set(seen)).toEqual(new Set(own.map((s) => s.id)));
  });
});

describe('per-site rate limit (on at 200 a minute with the agency seed)', () => {
  it('answers the 201st call in a minute on one site 429 with Retry-After; another site still answers', async () => {
    expect(await (await fetch(`${sandbox.url}/_sandbox/rate-limit`)).json()).toEqual({
      callsPerMinute: 200,
      windowSeconds: 60,
      per: 'site',
    });
    const [busy, other] = largestAccount().slice(10, 12) as [DemoSite, DemoSite];
    const client = sdkClient(sandbox.url, { apiKey: busy.apiKey, siteId: busy.id });
    for (let batch = 0; batch < 10; batch++)
      await Promise.all(Array.from({ length: 20 }, () => client.reviews.queryReviews().limit(5).find()));

    const refused = await sdkError(client.reviews.queryReviews().limit(5).find());
    expect(refused.details.applicationError).toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    // The same refusal on the wire: the header and the provider's error body.
    const raw = await fetch(`${sandbox.url}/reviews/v1/reviews/query`, {
      method: 'POST',
      headers: { Authorization: busy.apiKey, 'wix-site-id': busy.id, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(raw.status).toBe(429);
    const seconds = Number(raw.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(raw.headers.get('x-wix-request-id')).toBeTruthy();
    expect(await raw.json()).toMatchObject({
      message: 'Too many requests: rate limit exceeded. Retry later.',
      details: { applicationError: { code: 'RESOURCE_EXHAUSTED', data: { retryAfterSeconds: seconds } } },
    });

    const otherClient = sdkClient(sandbox.url, { apiKey: other.apiKey, siteId: other.id });
    expect((await otherClient.reviews.queryReviews().limit(5).find()).items.length).toBeGreaterThan(0);
    // Account-level calls have no site and are not counted.
    expect((await querySites(busy, { limit: 1 })).sites).toHaveLength(1);

    // A minute later on the site's clock the window is empty again.
    await fetch(`${sandbox.url}/_sandbox/sites/${busy.id}/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 60_000 }),
    });
    expect((await client.reviews.queryReviews().limit(5).find()).items.length).toBeGreaterThan(0);
  });

  it('is set and read at run time: off, then 2 a minute', async () => {
    const put = (callsPerMinute: number | null) =>
      fetch(`${sandbox.url}/_sandbox/rate-limit`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ callsPerMinute }),
      });
    const site = largestAccount()[20]!;
    const client = sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });
    expect((await put(0)).status).toBe(400);
    expect(await (await put(2)).json()).toMatchObject({ callsPerMinute: 2 });
    await client.reviews.queryReviews().limit(1).find();
    await client.reviews.queryReviews().limit(1).find();
    expect((await sdkError(client.reviews.queryReviews().limit(1).find())).details.applicationError?.code).toBe(
      'RESOURCE_EXHAUSTED',
    );
    expect(await (await put(null)).json()).toMatchObject({ callsPerMinute: null });
    await client.reviews.queryReviews().limit(1).find();
  });
});
