import { queryOptions } from '@tanstack/react-query';
import { sendAdmin } from '../messaging/send';

export const settingsKeys = {
  settings: ['settings', 'get'] as const,
  /** Under ['site']: refetched with the rest of the site state when a site is turned on or off. */
  enabledSites: ['site', 'enabledSites'] as const,
};

export const settingsOptions = () =>
  queryOptions({ queryKey: settingsKeys.settings, queryFn: () => sendAdmin('settings.get', {}) });

export const enabledSitesOptions = () =>
  queryOptions({ queryKey: settingsKeys.enabledSites, queryFn: () => sendAdmin('settings.enabledSites', {}) });
