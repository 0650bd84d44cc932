// OAuth through the official SDK (OAuthStrategy): anonymous visitor tokens, automatic refresh,
// the hosted login page with PKCE, and what visitors and expired tokens may not do.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { docs } from './db-helpers.ts';
import {
  logInMember,
  oauthClient,
  parseLoginPage,
  patchGlobalFetch,
  REDIRECT_URI,
  submitLogin,
  type FetchCall,
} from './identity-oauth-client.ts';
import { useSandbox } from './harness.ts';
import { sdkClient, sdkError, type DemoSite } from './sdk-client.ts';

const { sandbox, sites, site } = useSandbox();
let otherSite: DemoSite;
let siteMembers: MemberDoc[];
let restoreFetch: () => void;
const calls: FetchCall[] = [];

beforeAll(() => {
  otherSite = sites[1]!;
  siteMembers = docs<MemberDoc>(sandbox.db, 'members', site.id);
  restoreFetch = patchGlobalFetch(sandbox.url, calls);
});
afterAll(() => restoreFetch());
afterEach(() => {
  vi.useRealTimers();
});

const tokenCalls = () =>
  calls.filter((c) => c.url.endsWith('/oauth2/token')).map((c) => JSON.parse(c.body ?? '{}') as Record<string, string>);
const approved = () => siteMembers.filter((m) => m.status === 'APPROVED');
const postToken = (body: unknown) =>
  fetch(`${sandbox.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const errorCode = async (res: Response) =>
  ((await res.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code;

describe('anonymous visitor tokens', () => {
  it('issues visitor tokens on the first call and reads public reviews with them', async () => {
    calls.length = 0;
    const client = oauthClient(site.oauthClientId);
    const page = await client.reviews.queryReviews().limit(100).find();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.moderation?.moderationStatus === 'APPROVED')).toBe(true);
    expect(tokenCalls()).toEqual([{ clientId: site.oauthClientId, grantType: 'anonymous' }]);
    const tokens = client.auth.getTokens();
    expect(tokens.accessToken.value).toMatch(/^OauthNG\.JWS\./);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(client.auth.loggedIn()).toBe(false);
    // Only hashes are stored.
    const raw = sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM identity_tokens WHERE token_hash = ?')
      .get(tokens.accessToken.value) as { n: number };
    expect(raw.n).toBe(0);
  });

  it('refreshes an expired access token with the same refresh token, and the server refuses the old one', async () => {
    const client = oauthClient(site.oauthClientId);
    await client.reviews.queryReviews().limit(1).find();
    const first = client.auth.getTokens();
    calls.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 60 * 60 * 1000 + 5_000);
    await client.reviews.queryReviews().limit(1).find();
    const second = client.auth.getTokens();
    expect(tokenCalls()).toEqual([
      { clientId: site.oauthClientId, grantType: 'refresh_token', refreshToken: first.refreshToken.value },
    ]);
    expect(second.accessToken.value).not.toBe(first.accessToken.value);
    expect(second.refreshToken.value).toBe(first.refreshToken.value);

    // A client still holding the old token (it believes it valid) gets 401 from the server.
    const stale = oauthClient(site.oauthClientId, {
      accessToken: { value: first.accessToken.value, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: first.refreshToken,
    });
    const e = await sdkError(stale.reviews.queryReviews().limit(1).find());
    expect(e.status).toBe(401);
    expect(e.details.applicationError?.code).toBe('UNAUTHENTICATED');
    expect(e.details.applicationError?.description).toMatch(/expired/);
    expect(e.requestId).toBeTruthy();
  });

  it('answers the token endpoint in snake_case and refuses unknown clients and grants with 400', async () => {
    const ok = await postToken({ clientId: site.oauthClientId, grantType: 'anonymous' });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token']);
    expect(body.expires_in).toBe(14400);

    const unknownClient = await postToken({ clientId: 'no-such-client', grantType: 'anonymous' });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.headers.get('x-wix-request-id')).toBeTruthy();
    expect(await errorCode(unknownClient)).toBe('invalid_client');
    expect(await errorCode(await postToken({ clientId: site.oauthClientId, grantType: 'password' }))).toBe(
      'unsupported_grant_type',
    );
    expect(
      await errorCode(
        await postToken({ clientId: site.oauthClientId, grantType: 'refresh_token', refreshToken: 'JWS.nope' }),
      ),
    ).toBe('invalid_grant');
    // A refresh token only works for the client (site) it was issued to.
    expect(
      await errorCode(
        await postToken({
          clientId: otherSite.oauthClientId,
          grantType: 'refresh_token',
          refreshToken: body.refresh_token,
        }),
      ),
    ).toBe('invalid_grant');
  });

  it('surfaces token-endpoint failures through the SDK as its masked system error', async () => {
    const client = oauthClient('no-such-client');
    await expect(client.reviews.queryReviews().limit(1).find()).rejects.toThrow(/System error occurred/);
  });
});

describe('member login through the hosted page (PKCE)', () => {
  it('logs a demo member in and gets member tokens that read the current member', async () => {
    const client = oauthClient(site.oauthClientId);
    const authUrlCall = calls.length;
    const member = approved()[0]!;
    const flow = await logInMember(client, member.id);
    const sessionCall = calls.slice(authUrlCall).find((c) => c.url.includes('redirect-session'))!;
    expect(sessionCall.url).toBe(`${sandbox.url}/_api/redirects-api/v1/redirect-session`);
    expect(flow.authUrl.startsWith(`${sandbox.url}/oauth2/authorize?redirectSessionId=`)).toBe(true);
    expect(flow.location.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    expect(flow.state).toBe(flow.oauthData.state);

    const tokens = await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData);
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    const { member: me } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(me?._id).toBe(member.id);
    expect(me?.loginEmail).toBe(member.loginEmail);
    expect(me?.lastLoginDate).toBeInstanceOf(Date);
  });

  it('lists demo members with escaped text and puts the code in the fragment when asked', async () => {
    const client = oauthClient(site.oauthClientId);
    const oauthData = client.auth.generateOAuthData(REDIRECT_URI);
    const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode: 'fragment' });
    const res = await fetch(authUrl);
    const page = await res.text();
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const { sessionId, members } = parseLoginPage(page);
    expect(members.length).toBeGreaterThan(2);
    expect(page).not.toMatch(/<script/i);
    const login = await submitLogin(authUrl, sessionId, { memberId: approved()[1]!.id });
    const location = login.headers.get('location')!;
    expect(new URL(location).search).toBe('');
    const { code, state } = client.auth.parseFromUrl(location, 'fragment');
    const tokens = await client.auth.getMemberTokens(code!, state!, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
  });

  it('refreshes member tokens as member tokens', async () => {
    const client = oauthClient(site.oauthClientId);
    const flow = await logInMember(client, approved()[2]!.id);
    client.auth.setTokens(await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 60 * 1000);
    const { member } = await client.members.getCurrentMember();
    expect(member?._id).toBe(approved()[2]!.id);
  });

  it('refuses a PKCE mismatch and burns the code', async () => {
    const client = oauthClient(site.oauthClientId);
    const flow = await logInMember(client, approved()[0]!.id);
    const wrong = { ...flow.oauthData, codeVerifier: 'x'.repeat(43) };
    await expect(client.auth.getMemberTokens(flow.code, flow.state, wrong)).rejects.toThrow(/Failed to fetch tokens/);
    const retry = await postToken({
      clientId: site.oauthClientId,
      grantType: 'authorization_code',
      redirectUri: REDIRECT_URI,
      code: flow.code,
      codeVerifier: flow.oauthData.codeVerifier,
    });
    expect(retry.status).toBe(400);
    expect(await errorCode(retry)).toBe('invalid_grant');
  });

  it('refuses a reused code and revokes the tokens of its first exchange', async () => {
    const client = oauthClient(site.oauthClientId);
    const flow = await logInMember(client, approved()[0]!.id);
    const tokens = await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData);
    await expect(client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData)).rejects.toThrow(/invalid_grant/);
    const member = oauthClient(site.oauthClientId, tokens);
    const e = await sdkError(member.members.getCurrentMember());
    expect(e.status).toBe(401);
    expect(e.details.applicationError?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a redirectUri other than the auth request one, and another site\u2019s client', async () => {
    const client = oauthClient(site.oauthClientId);
    const flow = await logInMember(client, approved()[0]!.id);
    const base = { grantType: 'authorization_code', code: flow.code, codeVerifier: flow.oauthData.codeVerifier };
    expect(
      await errorCode(
        await postToken({ ...base, clientId: site.oauthClientId, redirectUri: 'https://evil.example/cb' }),
      ),
    ).toBe('invalid_grant');
    const flow2 = await logInMember(client, approved()[0]!.id);
    const other = await postToken({
      grantType: 'authorization_code',
      code: flow2.code,
      codeVerifier: flow2.oauthData.codeVerifier,
      clientId: otherSite.oauthClientId,
      redirectUri: REDIRECT_URI,
    });
    expect(await errorCode(other)).toBe('invalid_grant');
  });

  it('shows an error instead of logging in a blocked member, by login email', async () => {
    const blocked = siteMembers.find((m) => m.status === 'BLOCKED')!;
    const client = oauthClient(site.oauthClientId);
    const { authUrl } = await client.auth.getAuthUrl(client.auth.generateOAuthData(REDIRECT_URI), {
      responseMode: 'query',
    });
    const { sessionId } = parseLoginPage(await (await fetch(authUrl)).text());
    const res = await submitLogin(authUrl, sessionId, { email: blocked.loginEmail.toUpperCase() });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/blocked and cannot log in/);
    const unknown = await submitLogin(authUrl, sessionId, { email: 'nobody@nowhere.test' });
    expect(unknown.status).toBe(400);
  });

  it('sends access_denied to the app when the visitor cancels', async () => {
    const client = oauthClient(site.oauthClientId);
    const oauthData = client.auth.generateOAuthData(REDIRECT_URI);
    const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode: 'query' });
    const { sessionId } = parseLoginPage(await (await fetch(authUrl)).text());
    const res = await submitLogin(authUrl, sessionId, { cancel: true });
    expect(client.auth.parseFromUrl(res.headers.get('location')!, 'query')).toMatchObject({
      error: 'access_denied',
      state: oauthData.state,
    });
  });
});

describe('prompt none and web_message', () => {
  it('with prompt none, logs the calling member in again without a page, or answers login_required to a visitor', async () => {
    const client = oauthClient(site.oauthClientId);
    const flow = await logInMember(client, approved()[4]!.id);
    client.auth.setTokens(await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));
    const again = client.auth.generateOAuthData(REDIRECT_URI);
    const { authUrl } = await client.auth.getAuthUrl(again, { prompt: 'none', responseMode: 'query' });
    const res = await fetch(authUrl, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const { code, state } = client.auth.parseFromUrl(res.headers.get('location')!, 'query');
    expect((await client.auth.getMemberTokens(code!, state!, again)).refreshToken.role).toBe('member');

    const visitor = oauthClient(site.oauthClientId);
    const visitorData = visitor.auth.generateOAuthData(REDIRECT_URI);
    const v = await visitor.auth.getAuthUrl(visitorData, { prompt: 'none', responseMode: 'fragment' });
    const refused = await fetch(v.authUrl, { redirect: 'manual' });
    expect(visitor.auth.parseFromUrl(refused.headers.get('location')!, 'fragment')).toMatchObject({
      code: null,
      error: 'login_required',
      state: visitorData.state,
    });
  });

  it('with web_message, answers a page that posts code and state to the redirectUri origin', async () => {
    const client = oauthClient(site.oauthClientId);
    const oauthData = client.auth.generateOAuthData(REDIRECT_URI);
    const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode: 'web_message' });
    const { sessionId } = parseLoginPage(await (await fetch(authUrl)).text());
    const res = await submitLogin(authUrl, sessionId, { memberId: approved()[0]!.id });
    expect(res.status).toBe(200);
    const match = /window\.parent\.postMessage\((.*), (".*")\);/.exec(await res.text());
    const data = JSON.parse(match![1]!) as { code: string; state: string };
    expect(JSON.parse(match![2]!)).toBe(new URL(REDIRECT_URI).origin);
    expect(data.state).toBe(oauthData.state);
    expect((await client.auth.getMemberTokens(data.code, data.state, oauthData)).refreshToken.role).toBe('member');
  });
});

describe('redirect sessions', () => {
  // Login and logout return only to the OAuth app's allowed redirect domains.
  beforeAll(async () => {
    for (const domain of ['ext.example', 'shop.example'])
      await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/oauth-redirect-domains`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain }),
      });
  });

  it('creates login and logout sessions; logout revokes the member tokens', async () => {
    const client = oauthClient(site.oauthClientId);
    const flow = await logInMember(client, approved()[3]!.id);
    client.auth.setTokens(await client.auth.getMemberTokens(flow.code, flow.state, flow.oauthData));

    const { redirectSession } = await client.redirects.createRedirectSession({
      login: {},
      callbacks: { postFlowUrl: 'https://ext.example/done' },
    });
    expect(redirectSession?._id).toBeTruthy();
    expect(redirectSession?.urlDetails?.searchParams).toEqual({ redirectSessionId: redirectSession?._id });
    const { sessionId } = parseLoginPage(await (await fetch(redirectSession!.fullUrl!)).text());
    const login = await submitLogin(redirectSession!.fullUrl!, sessionId, { memberId: approved()[3]!.id });
    expect(login.headers.get('location')).toBe('https://ext.example/done?wixMemberLoggedIn=true');

    const held = client.auth.getTokens();
    const { logoutUrl } = await client.auth.logout('https://ext.example/bye');
    const out = await fetch(logoutUrl, { redirect: 'manual' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('https://ext.example/bye?wixMemberLoggedIn=false');
    const e = await sdkError(oauthClient(site.oauthClientId, held).members.getCurrentMember());
    expect(e.status).toBe(401);
  });

  it('serves the REST docs path with an API key, and validates the request', async () => {
    const post = (body: unknown) =>
      fetch(`${sandbox.url}/redirect-session/v1/redirect-session`, {
        method: 'POST',
        headers: { authorization: site.apiKey, 'wix-site-id': site.id, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({ login: {}, callbacks: { postFlowUrl: 'https://shop.example/' } });
    expect(ok.status).toBe(200);
    const session = ((await ok.json()) as { redirectSession: { fullUrl: string; shortUrl: string } }).redirectSession;
    const short = await fetch(session.shortUrl, { redirect: 'manual' });
    expect(new URL(short.headers.get('location')!, sandbox.url).href).toBe(session.fullUrl);

    const bad = await post({
      auth: {
        authRequest: { clientId: otherSite.oauthClientId, redirectUri: 'javascript:alert(1)', codeChallenge: 'short' },
      },
    });
    expect(bad.status).toBe(400);
    const fields = (
      (await bad.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } }
    ).details.validationError.fieldViolations.map((v) => v.field);
    expect(fields).toEqual(['auth.authRequest.codeChallenge', 'auth.authRequest.redirectUri']);
    const wrongClient = await post({ logout: { clientId: otherSite.oauthClientId } });
    expect(wrongClient.status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});

describe('what visitor tokens may not do', () => {
  it('403 PERMISSION_DENIED for admin calls, and for "my" calls without a member', async () => {
    const visitor = oauthClient(site.oauthClientId);
    const review = (await visitor.reviews.queryReviews().limit(1).find()).items[0]!;
    const moderation = await sdkError(visitor.reviews.updateModerationStatus(review._id!, { status: 'REJECTED' }));
    expect(moderation.status).toBe(403);
    expect(moderation.details.applicationError?.code).toBe('PERMISSION_DENIED');
    const query = await sdkError(visitor.members.queryMembers().find());
    expect(query.status).toBe(403);
    expect(query.details.applicationError?.code).toBe('PERMISSION_DENIED');
    const me = await sdkError(visitor.members.getCurrentMember());
    expect(me.status).toBe(403);
    expect(me.details.applicationError?.code).toBe('PERMISSION_DENIED');
    // An API key has no current member either.
    const admin = sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });
    expect((await sdkError(admin.members.getCurrentMember())).status).toBe(403);
  });

  it('refuses a token with another site\u2019s wix-site-id, and unknown tokens with 401', async () => {
    const visitor = oauthClient(site.oauthClientId);
    await visitor.reviews.queryReviews().limit(1).find();
    const token = visitor.auth.getTokens().accessToken.value;
    const get = (headers: Record<string, string>) =>
      fetch(`${sandbox.url}/reviews/v1/reviews/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    expect((await get({ authorization: token })).status).toBe(200);
    expect((await get({ authorization: token, 'wix-site-id': otherSite.id })).status).toBe(403);
    expect((await get({ authorization: 'OauthNG.JWS.forged' })).status).toBe(401);
  });
});
