import { useId, useState } from 'react';
import { formatNumber, plural, t } from '@/lib/i18n';
import { BulkControls } from './BulkControls';
import { SiteList } from './SiteList';
import type { SiteGroup } from './site-groups';

/**
 * One account's sites, folded by default under a line that counts them: only an open group draws its
 * sites (a page at a time), so 1 000 sites cost a line per account until the admin opens one.
 */
export function AccountGroup({ group }: { group: SiteGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const name = group.name ?? t('options.otherSites');
  return (
    <li data-testid="account-sites" data-account-id={group.accountId ?? ''}>
      <button
        type="button"
        className="flex w-full items-start gap-2 py-2 text-left text-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden className="w-3 shrink-0">
          {open ? '▾' : '▸'}
        </span>
        <span className="min-w-0 break-words">
          {plural('options.groupSummary', group.sites.length, {
            name,
            on: formatNumber(group.controlsOn),
          })}
        </span>
      </button>
      {open && (
        <div id={id} className="space-y-2 pb-3 pl-5">
          <BulkControls group={group} />
          <SiteList sites={group.sites} />
        </div>
      )}
    </li>
  );
}
