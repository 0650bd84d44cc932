import type { MemberSummary } from '../../messaging/members';
import {
  createMemberClient,
  finishLogin,
  renewIfExpiring,
  startLogin,
  startLogout,
  type MemberClient,
} from '../../provider/member-self';
import { routeOf, type ProviderRoute } from '../../provider/provider-route';
import { memberSessionsItem, type MemberSession } from '../../storage';
import { firstConnection } from '../connection/connections';
import { catchLoginCallback, memberLoginRedirectUri } from './member-login-window';
import { catchLogoutReturn, memberLogoutReturnUri } from './member-logout-window';
import { ServiceError } from '../infra/service-error';

// Acting as a member: tokens from the hosted login (PKCE), kept in session storage per site, used
// only by the `members.me.*` messages. Admin calls never see them (they use site-clients.ts).

/** Where the member's calls go: the stored connection's route. */
async function route(): Promise<ProviderRoute> {
  return routeOf(await firstConnection());
}

export interface MemberIdentity {
  memberId: string;
  nickname: string;
}

export async function memberIdentity(siteId: string): Promise<MemberIdentity | null> {
  const s = (await memberSessionsItem.getValue())[siteId];
  return s ? { memberId: s.memberId, nickname: s.nickname } : null;
}

async function save(siteId: string, session: MemberSession | null): Promise<void> {
  const all = { ...(await memberSessionsItem.getValue()) };
  if (session) all[siteId] = session;
  else delete all[siteId];
  await memberSessionsItem.setValue(all);
}

export async function logInAsMember(
  siteId: string,
  clientId: string,
  readMember: (c: MemberClient) => Promise<MemberSummary>,
): Promise<MemberIdentity> {
  const client = createMemberClient(clientId, undefined, await route());
  const uri = memberLoginRedirectUri();
  const { authUrl, oauthData } = await startLogin(client, uri);
  const callback = await catchLoginCallback(authUrl, uri);
  const tokens = await finishLogin(client, callback, oauthData);
  const me = await readMember(client);
  await save(siteId, { clientId, tokens, memberId: me.id, nickname: me.nickname || me.loginEmail });
  return { memberId: me.id, nickname: me.nickname || me.loginEmail };
}

/** How a logout went: the provider revoked the member's tokens, or (with why) it was not told. */
export type LogoutOutcome = { providerTold: true } | { providerTold: false; problem: string };

/** The failure as a sentence for the person (the provider's own words when it gave some). */
const reasonOf = (e: unknown): string => {
  const text = (e instanceof Error ? e.message : String(e)).trim() || 'The logout page did not answer.';
  return /[.!?)]$/.test(text) ? text : `${text}.`;
};

/**
 * Logs the member out on the provider's logout page (which revokes their tokens), then forgets the
 * session here. When the page cannot be reached (offline, 5xx, tokens already refused) the session
 * is forgotten all the same and the outcome says why the provider was not told.
 */
export async function logOutMember(siteId: string): Promise<LogoutOutcome> {
  const session = (await memberSessionsItem.getValue())[siteId];
  if (!session) return { providerTold: true };
  try {
    const client = createMemberClient(session.clientId, session.tokens, await route());
    const returnUri = memberLogoutReturnUri();
    await catchLogoutReturn(await startLogout(client, returnUri), returnUri);
    return { providerTold: true };
  } catch (e) {
    return { providerTold: false, problem: reasonOf(e) };
  } finally {
    await save(siteId, null);
  }
}

/**
 * Runs a call with the member's tokens. The SDK renews an expired access token with the refresh
 * token; whatever it holds afterwards is stored, so a renewal is never lost.
 */
export async function asMember<T>(
  siteId: string,
  call: (c: MemberClient) => Promise<T>,
  opts: { endsSession?: boolean } = {},
): Promise<T> {
  const session = (await memberSessionsItem.getValue())[siteId];
  if (!session)
    throw new ServiceError(
      401,
      'NOT_LOGGED_IN_AS_MEMBER',
      'No member is logged in for this site. Log in as a member first.',
    );
  const client = createMemberClient(session.clientId, session.tokens, await route());
  await renewIfExpiring(client);
  const result = await call(client);
  await save(siteId, opts.endsSession ? null : { ...session, tokens: client.auth.getTokens() });
  return result;
}
