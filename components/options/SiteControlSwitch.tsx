import type { SiteControl } from '@/lib/messaging/settings';
import { t } from '@/lib/i18n';
import { ErrorNotice } from '../common/ErrorNotice';
import { useSiteEnabled } from '../session/useSiteEnabled';

/**
 * The in-page controls at one of a site's addresses, on or off, as the panel's own switch does it
 * (a custom domain not allowed yet asks the browser first). Shows the click until the state is read again.
 */
export function SiteControlSwitch({ control, siteName }: { control: SiteControl; siteName: string }) {
  const { set, shown, enable, disable } = useSiteEnabled(control.siteId, control.origin);
  const host = new URL(control.origin).host;
  return (
    <div data-testid="site-control" data-site-id={control.siteId} data-origin={control.origin}>
      <label className="flex min-w-0 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={shown(control.enabled)}
          disabled={set.isPending}
          aria-label={t('options.controlsOnSite', { host, site: siteName })}
          onChange={(e) => (e.target.checked ? enable() : disable())}
        />
        <span className="min-w-0 break-words">
          {t('options.controlsAt', { host })}
          {control.customDomain && ` · ${t('options.customDomain')}`}
        </span>
      </label>
      {set.error && <ErrorNotice error={set.error} />}
    </div>
  );
}
