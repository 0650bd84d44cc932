// Query Sites / Count Sites (account level) and Published Site URLs through the official SDK.
// No SDK module exists for the Sites API (npm has no @wix/site-list), so Query Sites goes through
// createClient({auth: ApiKeyStrategy({apiKey, accountId})}).fetchWithAuth, as the extension will;
// Published Site URLs through @wix/urls `site.listPublishedSiteUrls`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, appClient, siteUrlsClient } from './app-client.ts';
import { useSandbox } from './harness.ts';
import { oauthClient, patchGlobalFetch } from './identity-oauth-client.ts';

const { sandbox, sites } = useSandbox();
const QUERY = 'https://www.wixapis.com/site-list/v2/sites/query';
const COUNT = 'https://www.wixapis.com/site-list/v2/sites/count';

interface RestSite {
  id: string;
  htmlAppId: string;
  name: string;
  displayName: string;
  createdDate: string;
  updatedDate: string;
  published: boolean;
  premium: boolean;
  viewUrl: string;
  ownerAccountId: string;
  contributorAccountIds: string[];
  editorType: string;
  blocked: boolean;
  namespace: string;
  domainConnected: boolean;
}
interface QueryResponse {
  sites: RestSite[];
  metadata: { count: number; cursors: { next?: string; prev?: string }; hasNext: boolean };
}
interface ErrorBody {
  message: string;
  details: {
    applicationError?: { code: string; description: string };
    validationError?: { fieldViolations: { field: string }[] };
  };
}

let restore: () => void;
beforeAll(() => {
  restore = patchGlobalFetch(sandbox.url);
});
afterAll(() => restore());

const bloom = () => sites.find((s) => s.name === 'Bloom & Basket')!;
const harbor = () => sites.find((s) => s.name === 'Harbor Coffee Roasters')!;
const northwind = () => sites.find((s) => s.name === 'Northwind Yoga')!;
const accountA = () => accountClient(sandbox.url, bloom().apiKey, bloom().accountId);

async function post(client: { fetchWithAuth: typeof fetch }, url: string, body: unknown): Promise<Response> {
  return client.fetchWithAuth(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('Query Sites', () => {
  it("answers the account's own sites with the documented fields, paged by cursor", async () => {
    const first = await post(accountA(), QUERY, { query: { cursorPaging: { limit: 1 } } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wix-request-id')).toBeTruthy();
    const page1 = (await first.json()) as QueryResponse;
    expect(page1.sites.map((s) => s.displayName)).toEqual(['Bloom & Basket']);
    expect(page1.metadata).toMatchObject({ count: 1, hasNext: true });
    expect(page1.metadata.cursors.prev).toBeUndefined();
    const port = new URL(sandbox.url).port;
    expect(page1.sites[0]).toEqual({
      id: bloom().id,
      htmlAppId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'bloom-and-basket',
      displayName: 'Bloom & Basket',
      createdDate: '2024-03-14T09:12:44.000Z',
      updatedDate: '2026-09-28T16:05:10.000Z',
      published: true,
      premium: true,
      viewUrl: `http://bloom.localhost:${port}`,
      ownerAccountId: bloom().accountId,
      contributorAccountIds: [],
      editorType: 'STUDIO',
      blocked: false,
      namespace: 'WIX',
      domainConnected: true,
    });

    // The cursor carries filter and sort: the next page sends only cursorPaging.
    const page2 = (await (
      await post(accountA(), QUERY, { query: { cursorPaging: { cursor: page1.metadata.cursors.next } } })
    ).json()) as QueryResponse;
    expect(page2.sites.map((s) => s.displayName)).toEqual(['Harbor Coffee Roasters']);
    expect(page2.sites[0]!.viewUrl).toBe(`${sandbox.url}/sites/harbor-coffee-roasters`);
    expect(page2.sites[0]!.domainConnected).toBe(false);
    expect(page2.metadata.hasNext).toBe(false);
    expect(page2.metadata.cursors.next).toBeUndefined();
    const back = (await (
      await post(accountA(), QUERY, { query: { cursorPaging: { cursor: page2.metadata.cursors.prev } } })
    ).json()) as QueryResponse;
    expect(back.sites.map((s) => s.id)).toEqual([bloom().id]);
  });

  it('filters and sorts as documented', async () => {
    const q = async (query: unknown) =>
      ((await (await post(accountA(), QUERY, { query })).json()) as QueryResponse).sites.map((s) => s.name);
    expect(await q({ sort: [{ fieldName: 'displayName', order: 'DESC' }] })).toEqual([
      'harbor-coffee-roasters',
      'bloom-and-basket',
    ]);
    expect(await q({ filter: { id: { $in: [harbor().id, northwind().id] } } })).toEqual(['harbor-coffee-roasters']);
    expect(await q({ filter: { domainConnected: true } })).toEqual(['bloom-and-basket']);
    expect(await q({ filter: { name: 'COFFEE' } })).toEqual(['harbor-coffee-roasters']);
    expect(await q({ filter: { searchPhrase: 'bloom.localhost' } })).toEqual(['bloom-and-basket']);
    expect(await q({ filter: { namespace: { $in: ['WIX', 'HEADLESS'] }, published: true } })).toHaveLength(2);
    expect(await q({ filter: { appIds: { $hasSome: [bloom().app!.appId] } } })).toHaveLength(2);
    expect(await q({ filter: { folderId: { $exists: false } } })).toHaveLength(2);
  });

  it('refuses a limit over 100 and an unknown filter field with validation errors', async () => {
    const big = await post(accountA(), QUERY, { query: { cursorPaging: { limit: 101 } } });
    expect(big.status).toBe(400);
    expect(((await big.json()) as ErrorBody).details.validationError?.fieldViolations[0]?.field).toBe(
      'query.cursorPaging.limit',
    );
    const odd = await post(accountA(), QUERY, { query: { filter: { color: 'blue' } } });
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as ErrorBody).details.validationError?.fieldViolations[0]?.field).toBe(
      'query.filter.color',
    );
  });

  it('answers each account only its own sites; another account is a 403', async () => {
    const b = accountClient(sandbox.url, northwind().apiKey, northwind().accountId);
    const mine = (await (await post(b, QUERY, {})).json()) as QueryResponse;
    expect(mine.sites.map((s) => s.id)).toEqual([northwind().id]);

    const crossed = await post(accountClient(sandbox.url, bloom().apiKey, northwind().accountId), QUERY, {});
    expect(crossed.status).toBe(403);
    expect(((await crossed.json()) as ErrorBody).details.applicationError?.code).toBe('PERMISSION_DENIED');
  });

  it('refuses visitor and app tokens (account-level call) with 403', async () => {
    const visitor = oauthClient(bloom().oauthClientId);
    const asVisitor = await post(visitor, QUERY, {});
    expect(asVisitor.status).toBe(403);
    expect(((await asVisitor.json()) as ErrorBody).details.applicationError?.code).toBe('PERMISSION_DENIED');

    const app = appClient(sandbox.url, bloom());
    const asApp = await post(app, QUERY, {});
    expect(asApp.status).toBe(403);
    expect(((await asApp.json()) as ErrorBody).details.applicationError?.description).toMatch(/app access token/);
  });

  it('Count Sites counts with the same filters, but not premium or appIds', async () => {
    expect(await (await post(accountA(), COUNT, { filter: { editorType: 'STUDIO' } })).json()).toEqual({ count: 2 });
    expect((await post(accountA(), COUNT, { filter: { premium: true } })).status).toBe(400);
  });
});

describe('Published Site URLs (@wix/urls site.listPublishedSiteUrls)', () => {
  it('the custom domain is the primary (PREMIUM) URL of Bloom & Basket; its sandbox URL stays a FREE one', async () => {
    const port = new URL(sandbox.url).port;
    const client = siteUrlsClient(sandbox.url, bloom());
    expect((await client.siteUrls.listPublishedSiteUrls()).urls).toEqual([
      { urlType: 'PREMIUM', primary: true, url: `http://bloom.localhost:${port}` },
    ]);
    const all = await client.siteUrls.listPublishedSiteUrls({ filters: { primary: false } });
    expect(all.urls).toEqual([
      { urlType: 'PREMIUM', primary: true, url: `http://bloom.localhost:${port}` },
      { urlType: 'FREE', primary: false, url: `${sandbox.url}/sites/bloom-and-basket` },
    ]);
    const free = await client.siteUrls.listPublishedSiteUrls({ filters: { primary: false, urlType: 'FREE' } });
    expect((free.urls ?? []).map((u) => u.url)).toEqual([`${sandbox.url}/sites/bloom-and-basket`]);
    expect(bloom().publishedUrls).toEqual(all.urls);
  });

  it('a site without a custom domain has its sandbox URL as the primary one; the app identity may ask too', async () => {
    const harborUrls = await siteUrlsClient(sandbox.url, harbor()).siteUrls.listPublishedSiteUrls();
    expect(harborUrls.urls).toEqual([
      { urlType: 'FREE', primary: true, url: `${sandbox.url}/sites/harbor-coffee-roasters` },
    ]);
    const viaApp = await appClient(sandbox.url, harbor()).siteUrls.listPublishedSiteUrls();
    expect(viaApp.urls).toEqual(harborUrls.urls);
  });

  it('visitors may not list them (403)', async () => {
    const res = await oauthClient(bloom().oauthClientId).fetchWithAuth(
      'https://www.wixapis.com/urls-server/v2/published-site-urls',
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).details.applicationError?.code).toBe('PERMISSION_DENIED');
  });
});
