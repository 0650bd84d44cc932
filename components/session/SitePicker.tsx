import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { accountSitesOptions } from '@/lib/queries/session';
import { ErrorNotice } from '../common/ErrorNotice';
import { SiteSearch } from './SiteSearch';
import { useAccountNames } from './useAccountNames';

/**
 * The connected accounts' sites, as the header's title: every tool works on the one picked here, with
 * or without a tab of it open. A button opens a search box over the list (grouped by account, each
 * site with its count of reviews waiting when known); typing filters by name or address at once, the
 * arrows move, Enter picks, Escape closes. The list draws only the rows in view (1 000 sites stay instant).
 */
export function SitePicker({ siteId, onPick }: { siteId: string | null; onPick: (siteId: string) => void }) {
  const sites = useQuery(accountSitesOptions());
  const [open, setOpen] = useState(false);
  const list = sites.data?.sites;
  const current = list?.find((s) => s.id === siteId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const accounts = useAccountNames();
  if (sites.error) return <ErrorNotice error={sites.error} />;
  return (
    <div className="relative min-w-0 flex-1">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="site-switcher"
        data-site-id={siteId ?? ''}
        className="flex w-full min-w-0 items-center gap-1 rounded border border-transparent py-1 text-left text-base font-semibold hover:border-slate-300"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="truncate">{current?.name ?? t('site.pickSite')}</span>
        <span aria-hidden="true" className="text-xs text-slate-500">
          ▾
        </span>
        <span className="sr-only">{t('site.switcher')}</span>
      </button>
      {open && list && (
        <SiteSearch
          siteList={list}
          accounts={accounts}
          siteId={siteId}
          onPick={(id) => {
            setOpen(false);
            buttonRef.current?.focus();
            onPick(id);
          }}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
