import { t } from '@/lib/i18n';
import { OAuthClientField } from './OAuthClientField';
import { SiteControlSwitch } from './SiteControlSwitch';
import type { SiteEntry } from './site-groups';

/** One site's own settings: the in-page controls at each of its addresses, and its OAuth client id. */
export function SiteSettingsRow({ site, withAccount }: { site: SiteEntry; withAccount: boolean }) {
  return (
    <li className="space-y-1 py-3" data-testid="site-settings" data-site-id={site.siteId}>
      <p className="text-sm font-medium break-words">{site.name}</p>
      {withAccount && site.accountName !== null && (
        <p className="text-xs text-slate-600">{t('options.ofAccount', { name: site.accountName })}</p>
      )}
      {site.controls.length === 0 && <p className="text-xs text-slate-600">{t('options.noAddress')}</p>}
      {site.controls.map((c) => (
        <SiteControlSwitch key={c.origin} control={c} siteName={site.name} />
      ))}
      {site.ofAccount && <OAuthClientField siteId={site.siteId} siteName={site.name} />}
    </li>
  );
}
