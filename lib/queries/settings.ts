import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Settings } from '../messaging/settings';
import { sendAdmin } from './send';
import { sessionKeys } from './session';
import { useWrite } from './write';

export const settingsKeys = {
  settings: ['settings', 'get'] as const,
  /** Under ['site']: refetched with the rest of the site state when a site is turned on or off. */
  siteControls: [...sessionKeys.site, 'siteControls'] as const,
};

export const settingsOptions = () =>
  queryOptions({ queryKey: settingsKeys.settings, queryFn: () => sendAdmin('settings.get', {}) });

export const siteControlsOptions = () =>
  queryOptions({ queryKey: settingsKeys.siteControls, queryFn: () => sendAdmin('settings.siteControls', {}) });

/** The in-page controls on or off for many addresses at once; every site's state is read again after. */
export const useSetSitesEnabled = () =>
  useWrite({
    send: (v: { sites: Array<{ siteId: string; origin: string }>; enabled: boolean }) =>
      sendAdmin('settings.setSitesEnabled', v),
    refreshesAlways: () => [sessionKeys.site],
  });

// Every setting's write answers the settings as saved: they replace the cached ones.
const keep = (queryClient: QueryClient, settings: Settings) =>
  queryClient.setQueryData(settingsKeys.settings, settings);

/** The toolbar badge (reviews waiting for moderation) on or off. */
export const useSetBadge = () =>
  useWrite({ send: (on: boolean) => sendAdmin('settings.setBadge', { on }), update: keep });

/** The badge shows the total across every connected site. */
export const useSetBadgeTotal = () =>
  useWrite({ send: (on: boolean) => sendAdmin('settings.setBadgeTotal', { on }), update: keep });

/** New-review notifications on or off, and how often to look. */
export const useSetNotify = () =>
  useWrite({
    send: (v: { on: boolean; minutes: number }) => sendAdmin('settings.setNotify', v),
    update: keep,
  });

/** "Remember my connection on this device". */
export const useSetRememberConnection = () =>
  useWrite({ send: (remember: boolean) => sendAdmin('settings.setRememberConnection', { remember }), update: keep });

/** Development builds: the sandbox address the panel connects to (the session shows it too). */
export const useSetSandboxUrl = () =>
  useWrite({
    send: (sandboxUrl: string) => sendAdmin('settings.setSandboxUrl', { sandboxUrl }),
    update: keep,
    refreshes: () => [sessionKeys.session],
  });
