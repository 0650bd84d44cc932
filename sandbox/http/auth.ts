// API-key auth as the SDK sends it: raw `Authorization: <key>` (no Bearer) plus `wix-site-id`
// for site-level calls or `wix-account-id` for account-level calls.
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/open.ts';
import { accountIdForKey, getSite } from '../domains/sites/store.ts';
import type { SandboxEnv } from './env.ts';
import { permissionDenied, unauthenticated } from './errors.ts';

function authenticate(db: Db, authorization: string | undefined): string {
  const key = authorization?.trim();
  if (!key) throw unauthenticated('Missing Authorization header (an API key or access token).');
  const accountId = accountIdForKey(db, key);
  if (accountId) return accountId;
  if (/^bearer\s/i.test(key)) throw unauthenticated('Unknown credentials. API keys are sent raw, without "Bearer".');
  throw unauthenticated('Unknown or revoked API key.');
}

export function requireSite(db: Db): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const accountId = authenticate(db, c.req.header('authorization'));
    c.set('accountId', accountId);
    const siteId = c.req.header('wix-site-id')?.trim();
    if (!siteId) throw permissionDenied('The wix-site-id header is required for site-level APIs.');
    const site = getSite(db, siteId);
    if (!site || site.accountId !== accountId) {
      throw permissionDenied(`This API key has no access to site ${siteId}.`);
    }
    c.set('siteId', site.id);
    c.set('caller', { kind: 'admin', accountId });
    await next();
  };
}

export function requireAccount(db: Db): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const accountId = authenticate(db, c.req.header('authorization'));
    const wanted = c.req.header('wix-account-id')?.trim();
    if (!wanted) throw permissionDenied('The wix-account-id header is required for account-level APIs.');
    if (wanted !== accountId) throw permissionDenied(`This API key has no access to account ${wanted}.`);
    c.set('accountId', accountId);
    c.set('caller', { kind: 'admin', accountId });
    await next();
  };
}

/** Admin-only calls (everything but a visitor's or member's own): the provider's permission error otherwise. */
export function requireAdmin(c: Context<SandboxEnv>): void {
  const caller = c.get('caller');
  if (caller?.kind !== 'admin') throw permissionDenied('This call needs an admin (API key) identity; visitors and members may not make it.');
}
