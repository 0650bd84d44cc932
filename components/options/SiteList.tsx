import { useState } from 'react';
import { plural } from '@/lib/i18n';
import { LoadMoreButton, shownInPages } from '../common/LoadMoreButton';
import { SiteSettingsRow } from './SiteSettingsRow';
import type { SiteEntry } from './site-groups';

/** Sites drawn a page at a time: an account's 500 sites cost 20 rows until the admin asks for more. */
const PAGE = 20;

export function SiteList({ sites, withAccount = false }: { sites: readonly SiteEntry[]; withAccount?: boolean }) {
  const [shown, setShown] = useState(PAGE);
  const left = sites.length - shown;
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {sites.slice(0, shown).map((s) => (
          <SiteSettingsRow key={s.siteId} site={s} withAccount={withAccount} />
        ))}
      </ul>
      <LoadMoreButton
        list={shownInPages(left, () => setShown((n) => n + PAGE))}
        label={plural('options.showMore', Math.min(PAGE, left))}
      />
    </>
  );
}
