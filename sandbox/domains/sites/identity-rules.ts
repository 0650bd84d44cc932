// Identity rules per site (site_profiles.identity_rules). 'open' (default): an API key may make
// every admin call. 'docs': calls whose provider docs say "You can only call this method when
// authenticated as a Wix app or Wix user identity" refuse API keys with that 403, as production does.
import type { Context } from 'hono';
import type { Db } from '../../db/open.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { applicationError, type ProviderError } from '../../http/errors.ts';
import { siteProfile } from './profiles.ts';

export const APP_OR_USER_ONLY = 'You can only call this method when authenticated as a Wix app or Wix user identity.';

export const appOrUserOnly = (): ProviderError => applicationError(403, 'PERMISSION_DENIED', APP_OR_USER_ONLY);

/** Under 'docs' rules, refuses API keys (call after requireAdmin: visitors and members are already out). */
export function requireAppOrUserIdentity(c: Context<SandboxEnv>, db: Db): void {
  const siteId = c.get('siteId');
  if (c.get('caller')?.kind !== 'admin' || !siteId) return;
  if (siteProfile(db, siteId).identityRules === 'docs') throw appOrUserOnly();
}
