import { browser } from 'wxt/browser';
import { ServiceError } from '../infra/service-error';
import { catchCallbackInTab, identity } from './member-login-window';

// The member's logout on the provider's page: opened the way the login is (member-login-window.ts),
// but the logout page only redirects, nobody acts on it. So the browser's login window runs
// non-interactive (never shown; it fails at once if the page cannot be reached or does not return),
// and the tab fallback fails when the page settles somewhere else. Either failure means the
// provider was not told; the caller forgets the member locally all the same.

const LOGOUT_TIMEOUT_MS = 30_000;
/** A page the logout settled on, not the return URL, is given this long to move on. */
const STUCK_MS = 3_000;

/** Where the provider's logout page sends the browser back, never loaded (see memberLoginRedirectUri). */
export function memberLogoutReturnUri(): string {
  return identity()?.getRedirectURL?.('member-logout') ?? `https://${browser.runtime.id}.chromiumapp.org/member-logout`;
}

const notReached = (why: string) => new ServiceError(null, 'LOGOUT_NOT_REACHED', why);

/** Opens the logout page and resolves once it has returned to `returnUri`; rejects with LOGOUT_NOT_REACHED. */
export async function catchLogoutReturn(logoutUrl: string, returnUri: string): Promise<void> {
  const api = identity();
  if (api && typeof api.launchWebAuthFlow === 'function') {
    let reached: string | undefined;
    try {
      reached = await api.launchWebAuthFlow({ url: logoutUrl, interactive: false });
    } catch (e) {
      throw notReached(`The logout page could not be reached (${e instanceof Error ? e.message : String(e)}).`);
    }
    if (!reached?.startsWith(returnUri)) throw notReached('The logout page did not return.');
    return;
  }
  await catchCallbackInTab(logoutUrl, returnUri, {
    timeoutMs: LOGOUT_TIMEOUT_MS,
    stuckAfterMs: STUCK_MS,
    onClosed: () => notReached('The logout tab was closed before the logout finished.'),
    onTimeout: () => notReached('The logout page did not answer in time.'),
    onStuck: () => notReached('The logout page could not be reached or did not return.'),
  });
}
