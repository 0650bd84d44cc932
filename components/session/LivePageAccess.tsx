import { ErrorNotice } from '../common/ErrorNotice';
import { useSiteEnabled } from './useSiteEnabled';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';

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
  const host = new URL(origin).host;
  const { set, shown, enable, disable } = useSiteEnabled(siteId, origin);

  return (
    <div className="text-xs text-slate-700">
      {customDomain ? (
        needsPermission || !enabled ? (
          <Button tone="primary" size="lg" className="text-sm" disabled={set.isPending} onClick={enable}>
            {t('site.enableOn', { host })}
          </Button>
        ) : (
          <p className="flex items-center justify-between gap-2">
            <span>{t('site.onFor', { host })}</span>
            <Button tone="text" disabled={set.isPending} onClick={disable}>
              {t('site.disableOn', { host })}
            </Button>
          </p>
        )
      ) : (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={shown(enabled)}
            disabled={set.isPending}
            onChange={(e) => (e.target.checked ? enable() : disable())}
          />
          {t('site.buttonsToggle', { host })}
        </label>
      )}
      {set.error && <ErrorNotice error={set.error} />}
    </div>
  );
}
