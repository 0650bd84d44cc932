import { useState } from 'react';
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
  // The switch shows the click at once, in the same event: the write's pending state arrives a tick
  // later, and until then a controlled checkbox would spring back to what is stored.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const send = (on: boolean, granted: Promise<boolean> | null) => {
    setWanted(on);
    set.mutate({ on, granted }, { onSettled: () => setWanted(null) });
  };
  return {
    set,
    /** What a switch shows: the admin's click while it is being saved, else what is stored. */
    shown: (stored: boolean) => wanted ?? stored,
    // The permission prompt must be asked for in the click itself (a user gesture), before any await.
    enable: () => send(true, browser.permissions.request({ origins: [originPattern(origin)] })),
    disable: () => send(false, null),
  };
}
