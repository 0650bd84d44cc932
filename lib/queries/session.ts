import { queryOptions } from '@tanstack/react-query';
import { sendAdmin } from '../messaging/send';

export const sessionKeys = {
  session: ['session', 'get'] as const,
  currentSite: (windowId: number | null) => ['site', 'current', { windowId }] as const,
};

export const sessionOptions = () =>
  queryOptions({ queryKey: sessionKeys.session, queryFn: () => sendAdmin('session.get', {}), staleTime: Infinity });

export const currentSiteOptions = (windowId: number | null) =>
  queryOptions({ queryKey: sessionKeys.currentSite(windowId), queryFn: () => sendAdmin('site.current', { windowId }) });

export const accountSitesOptions = () =>
  queryOptions({
    queryKey: ['sites', 'list', {}] as const,
    queryFn: () => sendAdmin('sites.list', {}),
    staleTime: 60_000,
  });
