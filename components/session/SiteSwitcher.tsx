import { useQuery } from '@tanstack/react-query';
import type { AccountSite } from '@/lib/messaging/site';
import { accountSitesOptions, sessionOptions } from '@/lib/queries/session';
import { accountName } from './connection-words';
import { ErrorNotice } from '../common/ErrorNotice';
import { t } from '@/lib/i18n';

/**
 * The connected accounts' sites, as the header's title: every tool works on the one picked here, with
 * or without a tab of it open. With several accounts, the sites are grouped under each account's name.
 */
export function SiteSwitcher({ siteId, onPick }: { siteId: string | null; onPick: (siteId: string) => void }) {
  const sites = useQuery(accountSitesOptions());
  const session = useQuery(sessionOptions());
  if (sites.error) return <ErrorNotice error={sites.error} />;
  const list = sites.data?.sites ?? [];
  const accounts = session.data?.connections ?? [];
  const options = (of: AccountSite[]) =>
    of.map((s) => (
      <option key={s.id} value={s.id}>
        {s.name}
      </option>
    ));
  return (
    <select
      aria-label={t('site.switcher')}
      className="min-w-0 flex-1 truncate rounded border border-transparent bg-transparent py-1 pr-6 text-base font-semibold hover:border-slate-300"
      data-testid="site-switcher"
      value={siteId ?? ''}
      onChange={(e) => e.target.value && onPick(e.target.value)}
    >
      {siteId === null && <option value="">{t('site.pickSite')}</option>}
      {accounts.length > 1
        ? accounts.map((a) => (
            <optgroup key={a.accountId} label={accountName(a)}>
              {options(list.filter((s) => s.accountId === a.accountId))}
            </optgroup>
          ))
        : options(list)}
    </select>
  );
}
