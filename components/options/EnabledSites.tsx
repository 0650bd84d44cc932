import { useQuery } from '@tanstack/react-query';
import { enabledSitesOptions } from '@/lib/queries/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { EnabledSiteRow } from './EnabledSiteRow';
import { t } from '@/lib/i18n';
import { SettingSection } from './SettingSection';

/** The sites whose live pages get Sitekeeper's controls, each with Disable. */
export function EnabledSites({ connected }: { connected: boolean }) {
  const sites = useQuery(enabledSitesOptions());
  return (
    <SettingSection id="sites-heading" heading={t('options.sitesHeading')}>
      <p className="text-xs text-slate-600">{t('options.sitesHint')}</p>
      {!connected && <p className="text-xs text-slate-600">{t('options.sitesDisconnected')}</p>}
      {sites.error && <ErrorNotice error={sites.error} />}
      {sites.data && sites.data.sites.length === 0 && <p className="text-sm">{t('options.sitesNone')}</p>}
      {sites.data && sites.data.sites.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-labelledby="sites-heading">
          {sites.data.sites.map((site) => (
            <EnabledSiteRow key={`${site.siteId} ${site.origin}`} site={site} />
          ))}
        </ul>
      )}
    </SettingSection>
  );
}
