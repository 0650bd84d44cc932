import { browser } from 'wxt/browser';
import { loginPath } from './login-path';
import { ServiceError } from '../infra/service-error';

// Where the hosted member login is shown and how its callback URL comes back: the browser's login
// window (identity.launchWebAuthFlow) where it runs, else a tab caught on its way to the callback.

const LOGIN_TIMEOUT_MS = 5 * 60_000;

/** Absent without the identity permission and on browsers without the API (Firefox for Android). */
const identity = (): typeof browser.identity | undefined =>
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

/** Opens the hosted login in a tab and resolves with the URL it is redirected to. */
function catchCallbackInTab(authUrl: string, prefix: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let tabId: number | undefined;
    const done = (fn: () => void) => {
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.tabs.onRemoved.removeListener(onRemoved);
      clearTimeout(timer);
      fn();
    };
    const onUpdated = (id: number, change: { url?: string }) => {
      if (id !== tabId || !change.url?.startsWith(prefix)) return;
      const url = change.url;
      done(() => resolve(url));
      void browser.tabs.remove(id).catch(() => undefined);
    };
    const onRemoved = (id: number) => {
      if (id === tabId) done(() => reject(cancelled('tab')));
    };
    const timer = setTimeout(
      () => done(() => reject(new ServiceError(null, 'LOGIN_TIMEOUT', 'The login took too long.'))),
      LOGIN_TIMEOUT_MS,
    );
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.tabs.onRemoved.addListener(onRemoved);
    browser.tabs.create({ url: authUrl }).then(
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
