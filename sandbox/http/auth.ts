// Credentials as the SDK sends them, always raw in `Authorization` (no Bearer):
// - an API key, plus `wix-site-id` for site-level calls or `wix-account-id` for account-level calls;
// - an OAuth access token of a site's visitor or member (OAuthStrategy). The token names its site,
//   so `wix-site-id` may be absent; account-level calls are not open to tokens;
// - an app access token (AppStrategy's client-credentials grant): the app on its instance's site.
// Which one a credential is, the domains that issue them answer (identities.ts).
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/open.ts';
import type { Caller, SandboxEnv } from './env.ts';
import { permissionDenied, unauthenticated } from './errors.ts';
import type { Identity, IdentityRegistry } from './identities.ts';

function authenticate(db: Db, identities: IdentityRegistry, authorization: string | undefined): Identity {
  const value = authorization?.trim();
  if (!value) throw unauthenticated('Missing Authorization header (an API key or access token).');
  const answer = identities.resolve(db, value, Date.now());
  if (answer && 'refused' in answer) throw unauthenticated(answer.refused);
  if (answer) return answer;
  if (/^bearer\s/i.test(value))
    throw unauthenticated('Unknown credentials. API keys and access tokens are sent raw, without "Bearer".');
  throw unauthenticated('Unknown or revoked API key.');
}

export function requireSite(db: Db, identities: IdentityRegistry): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    // Two domains may share a base path (members-my before members): authenticate once.
    if (c.get('caller')) return next();
    const creds = authenticate(db, identities, c.req.header('authorization'));
    const siteId = c.req.header('wix-site-id')?.trim();
    if (creds.kind === 'token') {
      if (siteId && siteId !== creds.caller.siteId)
        throw permissionDenied(`This access token belongs to another site than ${siteId}.`);
      c.set('siteId', creds.caller.siteId);
      c.set('caller', creds.caller);
      return next();
    }
    c.set('accountId', creds.accountId);
    if (!siteId) throw permissionDenied('The wix-site-id header is required for site-level APIs.');
    if (!creds.ownsSite(siteId)) throw permissionDenied(`This API key has no access to site ${siteId}.`);
    c.set('siteId', siteId);
    c.set('caller', { kind: 'admin', accountId: creds.accountId });
    await next();
  };
}

export function requireAccount(db: Db, identities: IdentityRegistry): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.get('caller')) return next();
    const creds = authenticate(db, identities, c.req.header('authorization'));
    if (creds.kind === 'token') {
      throw permissionDenied(
        creds.caller.kind === 'app'
          ? 'Account-level APIs need an account API key; an app access token acts on one site only.'
          : 'Account-level APIs need an API key; visitor and member tokens may not call them.',
      );
    }
    const wanted = c.req.header('wix-account-id')?.trim();
    if (!wanted) throw permissionDenied('The wix-account-id header is required for account-level APIs.');
    if (wanted !== creds.accountId) throw permissionDenied(`This API key has no access to account ${wanted}.`);
    c.set('accountId', creds.accountId);
    c.set('caller', { kind: 'admin', accountId: creds.accountId });
    await next();
  };
}

/** An API key of the site's account or the app installed on it: may do what the site's admin may. */
export const isSiteAdmin = (caller: Caller | null | undefined): caller is Extract<Caller, { kind: 'admin' | 'app' }> =>
  caller?.kind === 'admin' || caller?.kind === 'app';

/** Admin-only calls (everything but a visitor's or member's own): the provider's permission error otherwise. */
export function requireAdmin(c: Context<SandboxEnv>): void {
  if (!isSiteAdmin(c.get('caller'))) {
    throw permissionDenied('This call needs an admin (API key) or app identity; visitors and members may not make it.');
  }
}

/** Calls about the current member (`/my`, join/leave community): a member token only. */
export function requireMember(c: Context<SandboxEnv>): Extract<Caller, { kind: 'member' }> {
  const caller = c.get('caller');
  if (caller?.kind !== 'member') {
    const who =
      caller?.kind === 'visitor'
        ? 'the visitor is not logged in'
        : caller?.kind === 'app'
          ? 'an app has no current member'
          : 'an API key has no current member';
    throw permissionDenied(
      caller?.kind === 'visitor'
        ? `This call needs a logged-in member; ${who}.`
        : `This call needs a logged-in member token; ${who}.`,
    );
  }
  return caller;
}
