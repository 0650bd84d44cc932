import { browser } from 'wxt/browser';
import { originPattern } from '@/lib/origin-pattern';
import { useSetSiteEnabled } from '@/lib/queries/session';

/**
 * Turns the in-page controls on or off for one (site, origin), as the panel and the options page do.
 * Enabling a custom domain asks the browser for that one origin first; the background gives it back
 * when it is disabled.
 */
export function useSiteEnabled(siteId: string, origin: string) {
  const set = useSetSiteEnabled(siteId, origin);
  return {
    set,
    // The permission prompt must be asked for in the click itself (a user gesture), before any await.
    enable: () => set.mutate({ on: true, granted: browser.permissions.request({ origins: [originPattern(origin)] }) }),
    disable: () => set.mutate({ on: false, granted: null }),
  };
}
