import { useQuery } from '@tanstack/react-query';
import { accountSitesOptions } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

/**
 * The account's sites, as the header's title: every tool works on the one picked here, with or
 * without a tab of it open.
 */
export function SiteSwitcher({ siteId, onPick }: { siteId: string | null; onPick: (siteId: string) => void }) {
  const sites = useQuery(accountSitesOptions());
  if (sites.error) return <ErrorNotice error={sites.error} />;
  const list = sites.data?.sites ?? [];
  return (
    <select
      aria-label={t('site.switcher')}
      className="min-w-0 flex-1 truncate rounded border border-transparent bg-transparent py-1 pr-6 text-base font-semibold hover:border-slate-300"
      data-testid="site-switcher"
      value={siteId ?? ''}
      onChange={(e) => e.target.value && onPick(e.target.value)}
    >
      {siteId === null && <option value="">{t('site.pickSite')}</option>}
      {list.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
