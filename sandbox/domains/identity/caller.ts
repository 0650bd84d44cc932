// Turns an OAuth access token (sent raw in Authorization) into the visitor or member caller.
import type { Db } from '../../db/open.ts';
import type { Caller } from '../../http/env.ts';
import { getMember } from '../members/store.ts';
import { loginRefusal } from './member-login.ts';
import { checkToken } from './tokens.ts';

export type TokenCaller = Extract<Caller, { kind: 'visitor' | 'member' }>;

/** undefined: not a token this sandbox issued. `ok: false`: a known token that may not be used. */
export type AccessTokenResult = { ok: true; caller: TokenCaller } | { ok: false; description: string } | undefined;

export function callerForAccessToken(db: Db, value: string, now: number): AccessTokenResult {
  const check = checkToken(db, value, 'access', now);
  if (!check.ok) {
    if (check.reason === 'unknown') return undefined;
    return {
      ok: false,
      description: check.reason === 'expired' ? 'The access token has expired.' : 'The access token was revoked.',
    };
  }
  const { siteId, visitorId, memberId } = check.token;
  if (memberId === null) return { ok: true, caller: { kind: 'visitor', visitorId, siteId } };
  const refusal = loginRefusal(getMember(db, siteId, memberId));
  if (refusal) return { ok: false, description: `The member of this access token is no longer allowed in: ${refusal}` };
  return { ok: true, caller: { kind: 'member', memberId, visitorId, siteId } };
}
