// Credentials as the SDK sends them, always raw in `Authorization` (no Bearer):
// - an API key, plus `wix-site-id` for site-level calls or `wix-account-id` for account-level calls;
// - an OAuth access token of a site's visitor or member (OAuthStrategy). The token names its site,
//   so `wix-site-id` may be absent; account-level calls are not open to tokens;
// - an app access token (AppStrategy's client-credentials grant): the app on its instance's site.
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/open.ts';
import { checkAppToken } from '../domains/app-identity/tokens.ts';
import { callerForAccessToken } from '../domains/identity/caller.ts';
import { accountIdForKey, getSite } from '../domains/sites/store.ts';
import type { Caller, SandboxEnv } from './env.ts';
import { permissionDenied, unauthenticated } from './errors.ts';

type TokenBearer = Exclude<Caller, { kind: 'admin' }>;
type Credentials = { kind: 'apiKey'; accountId: string } | { kind: 'token'; caller: TokenBearer };

function authenticate(db: Db, authorization: string | undefined): Credentials {
  const value = authorization?.trim();
  if (!value) throw unauthenticated('Missing Authorization header (an API key or access token).');
  const accountId = accountIdForKey(db, value);
  if (accountId) return { kind: 'apiKey', accountId };
  const now = Date.now();
  const token = callerForAccessToken(db, value, now);
  if (token?.ok) return { kind: 'token', caller: token.caller };
  if (token) throw unauthenticated(token.description);
  const app = checkAppToken(db, value, now);
  if (app?.ok)
    return {
      kind: 'token',
      caller: {
        kind: 'app',
        appId: app.instance.appId,
        instanceId: app.instance.instanceId,
        siteId: app.instance.siteId,
      },
    };
  if (app) throw unauthenticated('The access token has expired.');
  if (/^bearer\s/i.test(value))
    throw unauthenticated('Unknown credentials. API keys and access tokens are sent raw, without "Bearer".');
  throw unauthenticated('Unknown or revoked API key.');
}

export function requireSite(db: Db): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    // Two domains may share a base path (members-my before members): authenticate once.
    if (c.get('caller')) return next();
    const creds = authenticate(db, c.req.header('authorization'));
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
    const site = getSite(db, siteId);
    if (!site || site.accountId !== creds.accountId) {
      throw permissionDenied(`This API key has no access to site ${siteId}.`);
    }
    c.set('siteId', site.id);
    c.set('caller', { kind: 'admin', accountId: creds.accountId });
    await next();
  };
}

export function requireAccount(db: Db): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.get('caller')) return next();
    const creds = authenticate(db, c.req.header('authorization'));
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
