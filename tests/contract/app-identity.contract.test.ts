// The registered app through the official SDK's AppStrategy({appId, appSecret, instanceId}): the
// client-credentials token call (global fetch, patched), caching and expiry, what an app token may
// do, and the site's identity rules: under "docs" review moderation refuses API keys with the
// provider's 403 and accepts the app.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { APP_OR_USER_ONLY } from '../../sandbox/domains/sites/identity-rules.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { appClient } from './app-client.ts';
import { docs } from './db-helpers.ts';
import { resetSite, useSandbox } from './harness.ts';
import { patchGlobalFetch, type FetchCall } from './identity-oauth-client.ts';
import { storedReview } from './reviews-helpers.ts';
import { sdkClient, sdkError } from './sdk-client.ts';

const { sandbox, site, sites, client: apiKeyClient } = useSandbox({ client: sdkClient, reset: true });
const calls: FetchCall[] = [];
let restore: () => void;
beforeAll(() => {
  restore = patchGlobalFetch(sandbox.url, calls);
});
afterAll(() => restore());
beforeEach(() => {
  calls.length = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  await setRules(site.id, 'open');
});

const setRules = (siteId: string, identityRules: unknown) =>
  fetch(`${sandbox.url}/_sandbox/sites/${siteId}/identity-rules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identityRules }),
  });
const tokenCalls = () => calls.filter((c) => c.url === `${sandbox.url}/oauth2/token`);
const approved = (): ReviewDoc =>
  docs<ReviewDoc>(sandbox.db, 'reviews', site.id).find((r) => r.moderation.moderationStatus === 'APPROVED')!;
const pending = (): ReviewDoc =>
  docs<ReviewDoc>(sandbox.db, 'reviews', site.id).find((r) => r.moderation.moderationStatus === 'IN_MODERATION')!;
const tokenRequest = (body: Record<string, string>) =>
  fetch(`${sandbox.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const grant = (over: Record<string, string> = {}) => ({
  grant_type: 'client_credentials',
  client_id: site.app!.appId,
  client_secret: site.app!.appSecret,
  instance_id: site.app!.instanceId,
  ...over,
});

describe('the client-credentials token call', () => {
  it('AppStrategy sends {instance_id, client_id, client_secret, grant_type} and gets {access_token, expires_in}', async () => {
    const app = appClient(sandbox.url, site);
    await app.members.queryMembers().limit(1).find(); // an admin-only call: the app may make it
    expect(tokenCalls()).toHaveLength(1);
    expect(JSON.parse(tokenCalls()[0]!.body!)).toEqual(grant());

    const res = await tokenRequest(grant());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ access_token: expect.stringMatching(/^OauthNG\.JWS\./), expires_in: 14400 });
  });

  it('refuses a wrong secret (invalid_client), an unknown instance or one of another app (invalid_grant)', async () => {
    const other = sites.find((s) => s.accountId !== site.accountId)!;
    const cases: [Record<string, string>, string][] = [
      [{ client_secret: 'not-the-secret' }, 'invalid_client'],
      [{ client_id: '00000000-0000-4000-8000-000000000009' }, 'invalid_client'],
      [{ instance_id: '00000000-0000-4000-8000-000000000009' }, 'invalid_grant'],
      [{ instance_id: other.app!.instanceId }, 'invalid_grant'],
    ];
    for (const [over, code] of cases) {
      const res = await tokenRequest(grant(over));
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        message: string;
        details: { applicationError: { code: string; description: string } };
      };
      expect(body.details.applicationError.code).toBe(code);
      expect(body.message).toBe(body.details.applicationError.description);
    }
    // Through the SDK the refused token call becomes the masked system error (docs/provider-contract.md §4.2).
    const e = await sdkError(appClient(sandbox.url, site, { appSecret: 'wrong' }).reviews.getReview(approved().id));
    expect(e.message).toMatch(/System error occurred/);
  });

  it('the SDK caches the token until expires_in has passed, then asks again; the sandbox refuses the old one', async () => {
    const app = appClient(sandbox.url, site);
    await app.reviews.getReview(approved().id);
    await app.reviews.getReview(approved().id);
    expect(tokenCalls()).toHaveLength(1);
    // A token of the same moment, to present after it has expired (this call is recorded too).
    const first = (await tokenRequest(grant()).then((r) => r.json())) as { access_token: string };
    const before = tokenCalls().length;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14400 * 1000 + 1000);
    await app.reviews.getReview(approved().id);
    expect(tokenCalls()).toHaveLength(before + 1);
    const stale = await fetch(`${sandbox.url}/reviews/v1/reviews/${approved().id}`, {
      headers: { Authorization: first.access_token },
    });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({
      details: { applicationError: { code: 'UNAUTHENTICATED', description: 'The access token has expired.' } },
    });
  });
});

describe('what an app token may do', () => {
  it('acts on its instance site only (another wix-site-id is a 403), as admin (private reviews)', async () => {
    const { access_token: token } = (await tokenRequest(grant()).then((r) => r.json())) as { access_token: string };
    const other = sites.find((s) => s.id !== site.id)!;
    const crossed = await fetch(`${sandbox.url}/reviews/v1/reviews/${pending().id}`, {
      headers: { Authorization: token, 'wix-site-id': other.id },
    });
    expect(crossed.status).toBe(403);
    const own = await fetch(`${sandbox.url}/reviews/v1/reviews/${pending().id}?returnPrivateReviews=true`, {
      headers: { Authorization: token, 'wix-site-id': site.id },
    });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { review: ReviewDoc }).review.id).toBe(pending().id);
    const members = await fetch(`${sandbox.url}/members/v1/members/my`, { headers: { Authorization: token } });
    expect(members.status).toBe(403); // no current member for an app
  });
});

describe('identity rules', () => {
  it('default "open": an API key moderates', async () => {
    const target = pending();
    await apiKeyClient.reviews.updateModerationStatus(target.id, { status: 'APPROVED' });
    expect(storedReview(sandbox.db, site.id, target.id)?.moderation.moderationStatus).toBe('APPROVED');
  });

  it('"docs": the API key gets the provider\'s 403, the app identity moderates (single and bulk)', async () => {
    expect((await setRules(site.id, 'docs')).status).toBe(200);
    const target = pending();

    const e = await sdkError(apiKeyClient.reviews.updateModerationStatus(target.id, { status: 'APPROVED' }));
    expect(e.status).toBe(403);
    expect(e.details.applicationError).toEqual({ code: 'PERMISSION_DENIED', description: APP_OR_USER_ONLY, data: {} });
    expect(APP_OR_USER_ONLY).toBe(
      'You can only call this method when authenticated as a Wix app or Wix user identity.',
    );
    const bulk = await sdkError(
      apiKeyClient.reviews.bulkUpdateModerationStatus({ filter: { _id: target.id }, status: 'APPROVED' }),
    );
    expect(bulk.status).toBe(403);
    expect(storedReview(sandbox.db, site.id, target.id)?.moderation.moderationStatus).toBe('IN_MODERATION');

    // The raw body, exactly.
    const raw = await fetch(`${sandbox.url}/reviews/v1/reviews/${target.id}/moderate`, {
      method: 'PATCH',
      headers: { Authorization: site.apiKey, 'wix-site-id': site.id, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'APPROVED' }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      message: APP_OR_USER_ONLY,
      details: { applicationError: { code: 'PERMISSION_DENIED', description: APP_OR_USER_ONLY, data: {} } },
    });

    const app = appClient(sandbox.url, site);
    await app.reviews.updateModerationStatus(target.id, { status: 'APPROVED' });
    expect(storedReview(sandbox.db, site.id, target.id)?.moderation.moderationStatus).toBe('APPROVED');
    const next = pending();
    await app.reviews.bulkUpdateModerationStatus({ filter: { _id: next.id }, status: 'REJECTED' });
    expect(storedReview(sandbox.db, site.id, next.id)?.moderation.moderationStatus).toBe('REJECTED');

    // Reading stays open to API keys under "docs".
    expect((await apiKeyClient.reviews.getReview(target.id))._id).toBe(target.id);
  });

  it('only the site that was set follows "docs"', async () => {
    await setRules(site.id, 'docs');
    const other = sites.find((s) => s.id !== site.id && s.accountId === site.accountId)!;
    const otherPending = docs<ReviewDoc>(sandbox.db, 'reviews', other.id).find(
      (r) => r.moderation.moderationStatus === 'IN_MODERATION',
    )!;
    const otherClient = sdkClient(sandbox.url, { apiKey: other.apiKey, siteId: other.id });
    await otherClient.reviews.updateModerationStatus(otherPending.id, { status: 'APPROVED' });
    expect(storedReview(sandbox.db, other.id, otherPending.id)?.moderation.moderationStatus).toBe('APPROVED');
    await resetSite(sandbox, other);
  });

  it('GET/PUT /_sandbox/sites/{id}/identity-rules, shown in /_sandbox/sites; bad values are 400, unknown sites 404', async () => {
    const get = async () =>
      (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/identity-rules`)).json()) as {
        identityRules: string;
      };
    expect(await get()).toEqual({ identityRules: 'open' });
    expect(await (await setRules(site.id, 'docs')).json()).toEqual({ identityRules: 'docs' });
    expect(await get()).toEqual({ identityRules: 'docs' });
    const listed = (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as {
      sites: { id: string; identityRules: string }[];
    };
    expect(listed.sites.find((s) => s.id === site.id)?.identityRules).toBe('docs');
    const bad = await setRules(site.id, 'strict');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      details: { validationError: { fieldViolations: [{ field: 'identityRules' }] } },
    });
    expect((await setRules('00000000-0000-4000-8000-000000000009', 'docs')).status).toBe(404);
  });
});

describe('app credentials per database', () => {
  it('a reset keeps the app, its instances and the identity rules; another database has another secret and ids', async () => {
    await setRules(site.id, 'docs');
    await resetSite(sandbox, site);
    const listed = (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as { sites: typeof sites };
    const again = listed.sites.find((s) => s.id === site.id)!;
    expect(again.app).toEqual(site.app);
    expect(again.identityRules).toBe('docs');

    const other = await startSandbox({ port: 0, quiet: true });
    try {
      const otherSites = (await (await fetch(`${other.url}/_sandbox/sites`)).json()) as { sites: typeof sites };
      const twin = otherSites.sites.find((s) => s.id === site.id)!;
      expect(twin.app!.appSecret).not.toBe(site.app!.appSecret);
      expect(twin.app!.instanceId).not.toBe(site.app!.instanceId);
      // This sandbox's secret is no good there.
      const res = await fetch(`${other.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...grant(), client_id: twin.app!.appId, instance_id: twin.app!.instanceId }),
      });
      expect(res.status).toBe(400);
    } finally {
      await other.close();
    }
  });
});
