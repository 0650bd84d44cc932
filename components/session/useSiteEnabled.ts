import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browser } from 'wxt/browser';
import { sendAdmin } from '@/lib/messaging/send';
import { originPattern } from '@/lib/origin-pattern';
import { t } from '@/lib/i18n';

/**
 * Turns the in-page controls on or off for one (site, origin), as the panel and the options page do.
 * Enabling a custom domain asks the browser for that one origin first; the background gives it back
 * when it is disabled.
 */
export function useSiteEnabled(siteId: string, origin: string) {
  const queryClient = useQueryClient();
  const host = new URL(origin).host;
  const set = useMutation({
    mutationFn: async (v: { on: boolean; granted: Promise<boolean> | null }) => {
      if (v.granted && !(await v.granted)) throw new Error(t('site.notAllowed', { host }));
      return sendAdmin('site.setEnabled', { siteId, origin, enabled: v.on });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
  return {
    set,
    // The permission prompt must be asked for in the click itself (a user gesture), before any await.
    enable: () => set.mutate({ on: true, granted: browser.permissions.request({ origins: [originPattern(origin)] }) }),
    disable: () => set.mutate({ on: false, granted: null }),
  };
}
