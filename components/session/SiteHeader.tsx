import type { ReactNode } from 'react';
import type { CurrentSite } from '@/lib/messaging/site';
import { t } from '@/lib/i18n';

/** What this window's page is, in a few words: the site it claims, or why it is no site. */
export function pageTitle(current: CurrentSite | undefined): string {
  if (!current) return '';
  if (current.kind === 'wix') return current.claimed.name;
  if (current.kind === 'unchecked') return t('site.unchecked');
  if (current.kind === 'wix-without-id') return t('site.withoutId');
  return t('site.notWix');
}

/**
 * The panel's one-line header: the site picker as its title once connected (the page's own name
 * stays the heading for screen readers), else the page's name; then the "⋯" menu.
 */
export function SiteHeader({
  current,
  picker,
  menu,
}: {
  current: CurrentSite | undefined;
  picker: ReactNode | null;
  menu: ReactNode;
}) {
  const title = pageTitle(current);
  return (
    <header className="flex min-h-10 items-center gap-1 border-b border-slate-200 bg-white px-3 py-1">
      <h1
        className={picker ? 'sr-only' : 'min-w-0 flex-1 truncate text-base font-semibold'}
        data-testid="site-name"
        title={title}
      >
        {title}
      </h1>
      {picker}
      {menu}
    </header>
  );
}
