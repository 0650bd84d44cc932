import { browser } from 'wxt/browser';
import { loginPath } from './login-path';
import { ServiceError } from '../infra/service-error';

// Where the hosted member login is shown and how its callback URL comes back: the browser's login
// window (identity.launchWebAuthFlow) where it runs, else a tab caught on its way to the callback.

const LOGIN_TIMEOUT_MS = 5 * 60_000;

/** Absent without the identity permission and on browsers without the API (Firefox for Android). */
export const identity = (): typeof browser.identity | undefined =>
  (browser as { identity?: typeof browser.identity }).identity;

/**
 * Where the hosted login sends the browser back, never loaded: the browser's own redirect URL for
 * its login window (chromiumapp.org in Chrome, extensions.allizom.org in Firefox). The provider only
 * redirects to a URI the OAuth app lists exactly, so it is the same whichever way the login runs.
 */
export function memberLoginRedirectUri(): string {
  return identity()?.getRedirectURL?.('member-login') ?? `https://${browser.runtime.id}.chromiumapp.org/member-login`;
}

const cancelled = (what: string) =>
  new ServiceError(null, 'LOGIN_CANCELLED', `The login ${what} was closed before the login finished.`);

export interface TabCatch {
  timeoutMs: number;
  /** Why the tab failed when the person closed it. */
  onClosed: () => ServiceError;
  onTimeout: () => ServiceError;
  /**
   * When set, a page that finished loading and did not move on within this many ms (an error page,
   * a 5xx) fails the catch with `onStuck`: for pages that only redirect, such as the logout.
   */
  stuckAfterMs?: number;
  onStuck?: () => ServiceError;
}

const LOGIN_TAB: TabCatch = {
  timeoutMs: LOGIN_TIMEOUT_MS,
  onClosed: () => cancelled('tab'),
  onTimeout: () => new ServiceError(null, 'LOGIN_TIMEOUT', 'The login took too long.'),
};

/** Opens `url` in a tab and resolves with the URL it is redirected to (one starting with `prefix`). */
export function catchCallbackInTab(url: string, prefix: string, how: TabCatch = LOGIN_TAB): Promise<string> {
  return new Promise((resolve, reject) => {
    let tabId: number | undefined;
    let stuck: ReturnType<typeof setTimeout> | undefined;
    const done = (fn: () => void) => {
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.tabs.onRemoved.removeListener(onRemoved);
      clearTimeout(timer);
      clearTimeout(stuck);
      fn();
    };
    const close = (id: number) => void browser.tabs.remove(id).catch(() => undefined);
    const onUpdated = (id: number, change: { url?: string; status?: string }, tab?: { url?: string }) => {
      if (id !== tabId) return;
      if (change.url?.startsWith(prefix)) {
        const reached = change.url;
        done(() => resolve(reached));
        close(id);
        return;
      }
      if (change.url) clearTimeout(stuck); // it moved on
      const at = tab?.url ?? '';
      if (
        how.stuckAfterMs !== undefined &&
        change.status === 'complete' &&
        /^https?:/.test(at) &&
        !at.startsWith(prefix)
      ) {
        clearTimeout(stuck);
        stuck = setTimeout(() => {
          done(() => reject((how.onStuck ?? how.onTimeout)()));
          close(id);
        }, how.stuckAfterMs);
      }
    };
    const onRemoved = (id: number) => {
      if (id === tabId) done(() => reject(how.onClosed()));
    };
    const timer = setTimeout(() => {
      done(() => reject(how.onTimeout()));
      if (tabId !== undefined) close(tabId);
    }, how.timeoutMs);
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.tabs.onRemoved.addListener(onRemoved);
    browser.tabs.create({ url }).then(
      (tab) => (tabId = tab.id),
      (e: unknown) => done(() => reject(e)),
    );
  });
}

/** Shows the hosted login and resolves with the callback URL it ended at (code and state in it). */
export async function catchLoginCallback(authUrl: string, redirectUri: string): Promise<string> {
  const api = identity();
  if (api && loginPath(typeof api.launchWebAuthFlow === 'function') === 'web-auth-flow') {
    try {
      const callback = await api.launchWebAuthFlow({ url: authUrl, interactive: true });
      if (callback) return callback;
      throw new Error('The login window ended without a callback URL.');
    } catch (e) {
      if (loginPath(true, e) === 'cancelled') throw cancelled('window');
      // The window cannot run here (page not loadable in it, unsupported): the tab does the same job.
    }
  }
  return catchCallbackInTab(authUrl, redirectUri);
}
