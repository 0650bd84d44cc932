// Shared by the member report and follow contract tests: SDK clients with the members social
// modules, as the site admin (API key) and as a logged-in member (hosted login, member tokens).
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { memberFollowers, memberReport, members } from '@wix/members';
import type { MemberDoc } from '../../sandbox/domains/members/member-doc.ts';
import { docs } from './db-helpers.ts';
import type { Harness } from './harness.ts';
import { logInMember, oauthClient } from './identity-oauth-client.ts';
import { sandboxFetch } from './sdk-client.ts';

const MODULES = { memberFollowers, memberReport, members };

export function adminSocialClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: MODULES,
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}
export type AdminSocialClient = ReturnType<typeof adminSocialClient>;

/** A client logged in as `memberId` through the hosted login (the global fetch must be patched). */
export async function memberSocialClient(oauthClientId: string, memberId: string) {
  const login = oauthClient(oauthClientId);
  const flow = await logInMember(login, memberId);
  const tokens = await login.auth.getMemberTokens(flow.code, flow.state, flow.oauthData);
  return createClient({ modules: MODULES, auth: OAuthStrategy({ clientId: oauthClientId, tokens }) });
}
export type MemberSocialClient = Awaited<ReturnType<typeof memberSocialClient>>;

/** The site's APPROVED members, in stored order. */
export const approvedMembers = (h: Harness<object>): MemberDoc[] =>
  docs<MemberDoc>(h.sandbox.db, 'members', h.site.id).filter((m) => m.status === 'APPROVED');
