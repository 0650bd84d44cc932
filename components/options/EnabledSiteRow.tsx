import type { EnabledSite } from '@/lib/messaging/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { useSiteEnabled } from '../session/useSiteEnabled';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';

/** One site with the in-page controls on, and the panel's own Disable for it. */
export function EnabledSiteRow({ site }: { site: EnabledSite }) {
  const { set, disable } = useSiteEnabled(site.siteId, site.origin);
  const host = new URL(site.origin).host;
  const name = site.name ?? site.siteId;
  return (
    <li className="py-2" data-testid="enabled-site" data-site-id={site.siteId} data-origin={site.origin}>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate font-mono text-xs text-slate-600">
            {site.origin}
            {site.customDomain && ` · ${t('options.customDomain')}`}
          </p>
        </div>
        <Button
          size="lg"
          className="text-sm text-slate-800"
          aria-label={t('options.disableSite', { host, site: name })}
          disabled={set.isPending}
          onClick={disable}
        >
          {t('options.disable')}
        </Button>
      </div>
      {set.error && <ErrorNotice error={set.error} />}
    </li>
  );
}
