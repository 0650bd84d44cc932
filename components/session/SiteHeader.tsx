import type { CurrentSite } from '@/lib/messaging/site';

/** Which site the panel is about: the active tab's, as its live page declares it. */
export function SiteHeader({ current }: { current: CurrentSite }) {
  if (current.kind === 'wix') {
    return (
      <header className="border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="text-base font-semibold" data-testid="site-name">
          {current.site.name}
        </h1>
        <p className="font-mono text-xs text-slate-500" data-testid="site-id">
          {current.site.siteId}
        </p>
      </header>
    );
  }
  return (
    <header className="border-b border-slate-200 bg-white px-4 py-3">
      <h1 className="text-base font-semibold" data-testid="site-name">
        {current.kind === 'wix-without-id' ? 'Wix site, id unknown' : 'Not a Wix site'}
      </h1>
      <p className="text-xs text-slate-500">
        {current.kind === 'wix-without-id'
          ? 'This page looks like a Wix site, but it does not say which site it is.'
          : 'Open a page of your Wix site in this window to see its tools.'}
      </p>
    </header>
  );
}
