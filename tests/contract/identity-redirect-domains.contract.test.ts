// Where a redirect session's callbacks may lead: only to the OAuth app's allowed redirect domains
// (as the provider: "only if the domain has been authorized in advance"), loopback hosts, the site's
// own domains and the named extensions' chromiumapp.org hosts. The hosted pages check again when
// they redirect or link, and every callback they lead to carries wixMemberLoggedIn.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { redirects } from '@wix/redirects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { docs } from './db-helpers.ts';
import { resetSite, useSandbox } from './harness.ts';
import { logInMember, oauthClient, parseLoginPage, patchGlobalFetch, submitLogin } from './identity-oauth-client.ts';
import { sandboxFetch, sdkError } from './sdk-client.ts';

const NAMED = 'abcdefghijklmnopabcdefghijklmnop';
const { sandbox, site } = useSandbox({ options: { allowExtensions: [NAMED] } });
const ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
let restoreFetch: () => void;

beforeAll(() => {
  restoreFetch = patchGlobalFetch(sandbox.url);
});
afterAll(() => restoreFetch());

const adminRedirects = () =>
  createClient({
    modules: { redirects },
    auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.id }),
    fetch: sandboxFetch(sandbox.url),
  });

/** A member of the site logged in through the SDK (logout needs the member's own tokens). */
async function memberClient() {
  const member = docs<MemberDoc>(sandbox.db, 'members', site.id).find((m) => m.status === 'APPROVED')!;
  const client = oauthClient(site.oauthClientId);
  const flow = await logInMember(client, member.id);
  client.auth.setTokens(await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));
  return client;
}

const domainsUrl = () => `${sandbox.url}/_sandbox/sites/${site.id}/oauth-redirect-domains`;
const addDomain = (domain: string) =>
  fetch(domainsUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain }),
  });
const removeDomain = (domain: string) =>
  fetch(`${domainsUrl()}?domain=${encodeURIComponent(domain)}`, { method: 'DELETE' });
const appUrl = () => `${sandbox.url}/oauth-app/v1/oauth-apps/${site.oauthClientId}`;
const patchApp = (body: unknown) =>
  fetch(appUrl(), {
    method: 'PATCH',
    headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The stand-in page's action links: label → href (entities undone). */
function links(page: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of page.matchAll(/<a class="action" href="([^"]*)">([^<]*)<\/a>/g))
    out[m[2]!] = m[1]!.replace(/&amp;/g, '&');
  return out;
}

function expectRefused(e: Awaited<ReturnType<typeof sdkError>>, field: string) {
  expect(e.status).toBe(400);
  const v = e.details.validationError?.fieldViolations ?? [];
  expect(v.map((x) => x.field.replace(/^options\./, ''))).toEqual([field]);
  expect(v[0]!.description).toContain("not one of the OAuth app's allowed redirect domains");
  expect(v[0]!.description).toContain(`/_sandbox/sites/${site.id}/oauth-redirect-domains`);
}

describe('callbacks on a domain the OAuth app does not allow', () => {
  it('refuses logout, login and checkout sessions with 400 naming the field', async () => {
    expectRefused(
      await sdkError((await memberClient()).auth.logout('https://evil.example/bye')),
      'callbacks.postFlowUrl',
    );
    const client = adminRedirects();
    expectRefused(
      await sdkError(
        client.redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: 'https://evil.example/' } }),
      ),
      'callbacks.postFlowUrl',
    );
    expectRefused(
      await sdkError(
        client.redirects.createRedirectSession({
          ecomCheckout: { checkoutId: ID },
          callbacks: { postFlowUrl: 'http://127.0.0.1:3000/back', thankYouPageUrl: 'https://evil.example/thanks' },
        }),
      ),
      'callbacks.thankYouPageUrl',
    );
    // A subdomain of an allowed domain is another host.
    expect((await addDomain('shop.example')).status).toBe(200);
    expectRefused(
      await sdkError(
        client.redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: 'https://www.shop.example/' } }),
      ),
      'callbacks.postFlowUrl',
    );
    expect((await removeDomain('shop.example')).status).toBe(200);
  });

  it("returns the extension's member logout to its chromiumapp.org host, not another extension's", async () => {
    const out = await fetch(
      (await (await memberClient()).auth.logout(`https://${NAMED}.chromiumapp.org/member-logout`)).logoutUrl,
      {
        redirect: 'manual',
      },
    );
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`https://${NAMED}.chromiumapp.org/member-logout?wixMemberLoggedIn=false`);
    const other = 'https://ponmlkjihgfedcbaponmlkjihgfedcba.chromiumapp.org/member-logout';
    expectRefused(await sdkError((await memberClient()).auth.logout(other)), 'callbacks.postFlowUrl');
  });
});

describe('a domain added under /_sandbox, then removed', () => {
  it('is followed with wixMemberLoggedIn while listed, and refused by the hosted pages once removed', async () => {
    expect((await addDomain('Shop.Example')).status).toBe(200);
    const listed = (await (await fetch(domainsUrl())).json()) as {
      redirectDomains: string[];
      allowedByRule: { extensions: string[] };
    };
    expect(listed.redirectDomains).toEqual(['shop.example']);
    expect(listed.allowedByRule.extensions).toEqual([`${NAMED}.chromiumapp.org`]);

    const { logoutUrl } = await (await memberClient()).auth.logout('https://shop.example/bye?x=1');
    const client = adminRedirects();
    const login = (
      await client.redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: 'https://shop.example/in' } })
    ).redirectSession!;
    const checkout = (
      await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: ID },
        callbacks: { postFlowUrl: 'https://shop.example/after', cartPageUrl: 'https://shop.example/cart' },
      })
    ).redirectSession!;
    const l = links(await (await fetch(checkout.fullUrl!)).text());
    expect(l['Back to the cart']).toBe('https://shop.example/cart?wixMemberLoggedIn=false');
    expect(l['Leave the checkout']).toBe('https://shop.example/after?wixMemberLoggedIn=false');
    const { sessionId } = parseLoginPage(await (await fetch(login.fullUrl!)).text());

    expect((await removeDomain('shop.example')).status).toBe(200);
    const out = await fetch(logoutUrl, { redirect: 'manual' });
    expect(out.status).toBe(200);
    expect(await out.text()).toContain('is not on one of the OAuth app&#39;s allowed redirect domains');
    const cancelled = await submitLogin(login.fullUrl!, sessionId, { cancel: true });
    expect(cancelled.status).toBe(200);
    const page = await (await fetch(checkout.fullUrl!)).text();
    expect(links(page)).toEqual({});
    expect(page).toContain(
      "the callback <code>https://shop.example/cart</code> is not on one of the OAuth app's allowed redirect domains",
    );
    expect((await removeDomain('shop.example')).status).toBe(404);
  });

  it('a logout followed while listed carries wixMemberLoggedIn=false', async () => {
    await addDomain('shop.example');
    const { logoutUrl } = await (await memberClient()).auth.logout('https://shop.example/bye?x=1');
    const out = await fetch(logoutUrl, { redirect: 'manual' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('https://shop.example/bye?x=1&wixMemberLoggedIn=false');
    await removeDomain('shop.example');
  });

  it('holds at most 20 domains, and only bare host names', async () => {
    for (let i = 0; i < 20; i++) expect((await addDomain(`d${i}.example`)).status).toBe(200);
    const over = await addDomain('d20.example');
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      details: { validationError: { fieldViolations: [{ field: 'domain', violatedRule: 'MAX_SIZE' }] } },
    });
    for (const bad of ['https://x.example', 'x.example/path', 'x.example:8080', '*.x.example', 'x'])
      expect((await addDomain(bad)).status, bad).toBe(400);
    expect(
      (await patchApp({ oAuthApp: { allowedRedirectDomains: [] }, mask: { paths: ['allowedRedirectDomains'] } }))
        .status,
    ).toBe(200);
  });

  it('the inspection page shows the list with a form to add and remove', async () => {
    const form = new URLSearchParams({ action: 'add', domain: 'form.example', page: '1' });
    const added = await fetch(`${domainsUrl()}/form`, { method: 'POST', body: form, redirect: 'manual' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`/_sandbox?page=1#redirect-domains-${site.id}`);
    // Kept across a site reset, like the redirect URIs (no site content).
    await resetSite(sandbox, site);
    expect(((await (await fetch(domainsUrl())).json()) as { redirectDomains: string[] }).redirectDomains).toEqual([
      'form.example',
    ]);
    const page = await (await fetch(`${sandbox.url}/_sandbox`)).text();
    expect(page).toContain(`id="redirect-domains-${site.id}"`);
    expect(page).toContain('aria-label="Remove form.example"');
    expect(page).toContain('<label>Domain to allow <input name="domain"');
    const bad = await fetch(`${domainsUrl()}/form`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'add', domain: '<b>x' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toContain('<b>x');
    const removed = await fetch(`${domainsUrl()}/form`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'remove', domain: 'form.example' }),
      redirect: 'manual',
    });
    expect(removed.status).toBe(303);
  });
});

describe("the OAuth Apps API on the site's app", () => {
  it('GET answers the lists; PATCH honours mask.paths, 20 each', async () => {
    const got = await fetch(appUrl(), { headers: { authorization: site.apiKey, 'wix-site-id': site.id } });
    expect(await got.json()).toMatchObject({
      oAuthApp: { id: site.oauthClientId, allowedRedirectDomains: [], allowedRedirectUris: [] },
    });
    // Without mask.paths nothing changes.
    const unmasked = await patchApp({ oAuthApp: { allowedRedirectDomains: ['shop.example'] } });
    expect(
      ((await unmasked.json()) as { oAuthApp: { allowedRedirectDomains: string[] } }).oAuthApp.allowedRedirectDomains,
    ).toEqual([]);
    const set = await patchApp({
      oAuthApp: {
        allowedRedirectDomains: ['shop.example'],
        allowedRedirectUris: ['https://shop.example/login-callback'],
      },
      mask: { paths: ['allowedRedirectDomains', 'allowedRedirectUris'] },
    });
    expect(await set.json()).toMatchObject({
      oAuthApp: {
        allowedRedirectDomains: ['shop.example'],
        allowedRedirectUris: ['https://shop.example/login-callback'],
      },
    });
    const { logoutUrl } = await (await memberClient()).auth.logout('https://shop.example/bye');
    expect((await fetch(logoutUrl, { redirect: 'manual' })).headers.get('location')).toBe(
      'https://shop.example/bye?wixMemberLoggedIn=false',
    );

    const many = Array.from({ length: 21 }, (_, i) => `d${i}.example`);
    const over = await patchApp({
      oAuthApp: { allowedRedirectDomains: many },
      mask: { paths: ['allowedRedirectDomains'] },
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      details: {
        validationError: { fieldViolations: [{ field: 'oAuthApp.allowedRedirectDomains', violatedRule: 'MAX_SIZE' }] },
      },
    });
    expect((await patchApp({ oAuthApp: { name: 'x' }, mask: { paths: ['name'] } })).status).toBe(400);
    const cleared = await patchApp({
      oAuthApp: {},
      mask: { paths: ['allowedRedirectDomains', 'allowedRedirectUris'] },
    });
    expect(await cleared.json()).toMatchObject({ oAuthApp: { allowedRedirectDomains: [], allowedRedirectUris: [] } });
    // Another app id, a visitor token: not this caller's to read.
    const other = await fetch(`${sandbox.url}/oauth-app/v1/oauth-apps/nope`, {
      headers: { authorization: site.apiKey, 'wix-site-id': site.id },
    });
    expect(other.status).toBe(404);
  });
});
