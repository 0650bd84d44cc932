// Acting as a member (lib/provider/member-self.ts) against the sandbox through the official SDK:
// PKCE login through the hosted page, the member's own member, join / leave, own slug, renewal
// before expiry, delete own member, and that member tokens can't do admin calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import * as me from '../../lib/provider/member-self.ts';
import { renewIfExpiring } from '../../lib/provider/member-self.ts';
import { toMemberSummary } from '../../lib/provider/members.ts';
import { normalizeError } from '../../lib/provider/normalize-error.ts';
import { routeOf } from '../../lib/provider/provider-route.ts';
import { docs } from './db-helpers.ts';
import { parseLoginPage, patchGlobalFetch, submitLogin } from './identity-oauth-client.ts';
import { useSandbox } from './harness.ts';

// The extension's login window URI is allowed for the extensions the sandbox names.
const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const { sandbox, site } = useSandbox({ options: { allowExtensions: [EXTENSION_ID] } });
let restore: () => void;
beforeAll(() => {
  restore = patchGlobalFetch(sandbox.url);
});
afterAll(() => restore());

const REDIRECT = `https://${EXTENSION_ID}.chromiumapp.org/member-login`;
const stored = (id: string) => docs<MemberDoc>(sandbox.db, 'members', site.id).find((m) => m.id === id);

async function loggedIn(memberId: string) {
  const client = me.createMemberClient(site.oauthClientId, undefined, routeOf({ sandboxUrl: sandbox.url }));
  const { authUrl, oauthData } = await me.startLogin(client, REDIRECT);
  const { sessionId } = parseLoginPage(await (await fetch(authUrl)).text());
  const res = await submitLogin(authUrl, sessionId, { memberId });
  const callback = res.headers.get('location')!;
  expect(callback.startsWith(REDIRECT)).toBe(true);
  await me.finishLogin(client, callback, oauthData);
  return client;
}

describe('acting as a member', () => {
  it('logs in with PKCE, reads itself, leaves and joins, changes its own slug', async () => {
    const target = docs<MemberDoc>(sandbox.db, 'members', site.id).find((m) => m.status === 'APPROVED')!;
    const client = await loggedIn(target.id);
    expect((await me.getMyMember(client)).id).toBe(target.id);
    expect((await me.leaveCommunity(client)).privacyStatus).toBe('PRIVATE');
    expect((await me.joinCommunity(client)).privacyStatus).toBe('PUBLIC');
    const slug = `mine-${Date.now().toString(36)}`;
    expect((await me.setMySlug(client, slug)).slug).toBe(slug);
    expect(stored(target.id)?.profile.slug).toBe(slug);
    const other = docs<MemberDoc>(sandbox.db, 'members', site.id).find((m) => m.id !== target.id)!;
    expect(normalizeError(await me.setMySlug(client, other.profile.slug).catch((e: unknown) => e))).toMatchObject({
      status: 409,
      code: 'SLUG_ALREADY_EXISTS',
    });
  });

  it('renews the access token before it expires', async () => {
    const target = docs<MemberDoc>(sandbox.db, 'members', site.id).filter((m) => m.status === 'APPROVED')[1]!;
    const client = await loggedIn(target.id);
    const before = client.auth.getTokens();
    await renewIfExpiring(client, before.accessToken.expiresAt - 60);
    const after = client.auth.getTokens();
    expect(after.accessToken.value).not.toBe(before.accessToken.value);
    expect(toMemberSummary((await client.members.getCurrentMember()).member!).id).toBe(target.id);
    await renewIfExpiring(client, after.accessToken.expiresAt - 3600);
    expect(client.auth.getTokens().accessToken.value).toBe(after.accessToken.value);
  });

  it('may not do admin calls with member tokens, and deletes its own member', async () => {
    const target = docs<MemberDoc>(sandbox.db, 'members', site.id).filter((m) => m.status === 'APPROVED')[2]!;
    const client = await loggedIn(target.id);
    const other = docs<MemberDoc>(sandbox.db, 'members', site.id).find(
      (m) => m.id !== target.id && m.status === 'APPROVED',
    )!;
    const refused = normalizeError(await client.members.blockMember(other.id).catch((e: unknown) => e));
    expect([401, 403]).toContain(refused.status);
    await me.deleteMyMember(client);
    expect(stored(target.id)).toBeUndefined();
  });
});
