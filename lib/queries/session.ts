import { queryOptions } from '@tanstack/react-query';
import { t } from '../i18n';
import { sendAdmin } from './send';
import { useWrite } from './write';

export const sessionKeys = {
  /** The prefix of every key: a new connection or app identity makes everything the panel read stale. */
  everything: [] as const,
  session: ['session', 'get'] as const,
  /** The sites' state (this tab's site, the sites turned on): refetched when a site changes. */
  site: ['site'] as const,
  currentSite: (windowId: number | null) => ['site', 'current', { windowId }] as const,
  accountSites: ['sites', 'list', {}] as const,
};

/** Read while offline too: the background answers it from what it keeps (no provider call). */
export const sessionOptions = () =>
  queryOptions({
    queryKey: sessionKeys.session,
    queryFn: () => sendAdmin('session.get', {}),
    staleTime: Infinity,
    networkMode: 'always',
  });

export const currentSiteOptions = (windowId: number | null) =>
  queryOptions({ queryKey: sessionKeys.currentSite(windowId), queryFn: () => sendAdmin('site.current', { windowId }) });

export const accountSitesOptions = () =>
  queryOptions({
    queryKey: sessionKeys.accountSites,
    queryFn: () => sendAdmin('sites.list', {}),
    staleTime: 60_000,
  });

// Connecting, disconnecting and the app identity change who every call is made as: all the panel
// read is refetched.
const everything = () => [sessionKeys.everything];

/** Connects to the local sandbox (development builds), for the tab's site when there is one. */
export const useConnectSandbox = () =>
  useWrite({
    send: (v: { sandboxUrl: string; siteId?: string | null; accountId?: string; name?: string }) =>
      sendAdmin('session.connectSandbox', {
        sandboxUrl: v.sandboxUrl,
        ...(v.siteId ? { siteId: v.siteId } : {}),
        ...(v.accountId ? { accountId: v.accountId } : {}),
        ...(v.name?.trim() ? { name: v.name.trim() } : {}),
      }),
    refreshes: everything,
  });

/** The local sandbox's accounts (development builds): what "Add an account" offers there. */
export const sandboxAccountsOptions = () =>
  queryOptions({ queryKey: ['session', 'sandboxAccounts'], queryFn: () => sendAdmin('session.sandboxAccounts', {}) });

export const useConnectApiKey = () =>
  useWrite({
    send: (v: { apiKey: string; accountId: string; name?: string }) =>
      sendAdmin('session.connectApiKey', {
        apiKey: v.apiKey,
        accountId: v.accountId,
        ...(v.name ? { name: v.name } : {}),
      }),
    refreshes: everything,
  });

/**
 * Disconnects one account (its id), or every account (none given); `queued` says what becomes of the
 * changes still waiting that those accounts made (the background refuses when some wait and it is absent).
 */
export const useDisconnect = () =>
  useWrite({
    send: ({ accountId, queued }: { accountId?: string; queued?: 'send' | 'discard' }) =>
      sendAdmin('session.disconnect', { ...(accountId ? { accountId } : {}), ...(queued ? { queued } : {}) }),
    refreshes: everything,
  });

/** "Connect as your own Wix app" for one site; the secret goes to the background's session storage. */
export const useConnectApp = (siteId: string) =>
  useWrite({
    send: (v: { appId: string; appSecret: string; instanceId: string }) =>
      sendAdmin('session.connectApp', { siteId, ...v }),
    refreshes: everything,
  });

export const useDisconnectApp = (siteId: string) =>
  useWrite({ send: () => sendAdmin('session.disconnectApp', { siteId }), refreshes: everything });

/**
 * The in-page controls on or off for one (site, origin). `granted` is the browser's answer to the
 * origin's permission prompt, asked for in the click itself (a custom domain being enabled), else null.
 */
export const useSetSiteEnabled = (siteId: string, origin: string) =>
  useWrite({
    send: async (v: { on: boolean; granted: Promise<boolean> | null }) => {
      if (v.granted && !(await v.granted)) throw new Error(t('site.notAllowed', { host: new URL(origin).host }));
      return sendAdmin('site.setEnabled', { siteId, origin, enabled: v.on });
    },
    refreshesAlways: () => [sessionKeys.site],
  });

/**
 * Lets Sitekeeper read a page it has not read yet (a custom domain): `granted` is the answer to the
 * origin's permission prompt, asked for in the click; the background then reads the page.
 */
export const useCheckPage = (origin: string) =>
  useWrite({
    send: async (granted: Promise<boolean>) => {
      if (!(await granted)) throw new Error(t('site.notAllowed', { host: new URL(origin).host }));
    },
    refreshesAlways: () => [sessionKeys.site],
  });
