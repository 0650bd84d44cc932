import { useQuery } from '@tanstack/react-query';
import { accountSitesOptions } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

/** The account's sites: every tool works on the one picked here, with or without a tab of it open. */
export function SiteSwitcher({ siteId, onPick }: { siteId: string | null; onPick: (siteId: string) => void }) {
  const sites = useQuery(accountSitesOptions());
  if (sites.error) return <ErrorNotice error={sites.error} />;
  const list = sites.data?.sites ?? [];
  return (
    <label className="flex items-center gap-2 px-4 pt-3 text-xs text-slate-700">
      {t('site.switcher')}
      <select
        className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 text-sm"
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
    </label>
  );
}
