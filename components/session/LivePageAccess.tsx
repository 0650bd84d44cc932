import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browser } from 'wxt/browser';
import { originPattern } from '@/lib/origin-pattern';
import { sendAdmin } from '@/lib/messaging/send';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

interface Props {
  siteId: string;
  origin: string;
  enabled: boolean;
  customDomain: boolean;
  /** A custom domain the live-page script can't reach until the admin allows it. */
  needsPermission: boolean;
}

/**
 * Quick-moderate on this verified site's live pages at this origin. On Wix's own hosts it is a plain
 * switch; a custom domain first asks the browser for that one origin (its own prompt), and
 * "Disable" gives the permission back.
 */
export function LivePageAccess({ siteId, origin, enabled, customDomain, needsPermission }: Props) {
  const queryClient = useQueryClient();
  const host = new URL(origin).host;
  const set = useMutation({
    mutationFn: async (v: { on: boolean; granted: Promise<boolean> | null }) => {
      if (v.granted && !(await v.granted)) throw new Error(t('site.notAllowed', { host }));
      return sendAdmin('site.setEnabled', { siteId, origin, enabled: v.on });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
  // The permission prompt must be asked for in the click itself (a user gesture), before any await.
  const enable = () => set.mutate({ on: true, granted: browser.permissions.request({ origins: [originPattern(origin)] }) });

  return (
    <div className="px-4 pt-3 text-xs text-slate-700">
      {customDomain ? (
        needsPermission || !enabled ? (
          <button type="button" className="rounded bg-indigo-600 px-3 py-1.5 text-sm text-white disabled:opacity-50" disabled={set.isPending} onClick={enable}>
            {t('site.enableOn', { host })}
          </button>
        ) : (
          <p className="flex items-center justify-between gap-2">
            <span>{t('site.onFor', { host })}</span>
            <button type="button" className="text-indigo-700" disabled={set.isPending} onClick={() => set.mutate({ on: false, granted: null })}>
              {t('site.disableOn', { host })}
            </button>
          </p>
        )
      ) : (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={enabled} disabled={set.isPending} onChange={(e) => (e.target.checked ? enable() : set.mutate({ on: false, granted: null }))} />
          {t('site.buttonsToggle', { host })}
        </label>
      )}
      {set.error && <ErrorNotice error={set.error} />}
    </div>
  );
}
