import type { CurrentSite } from '@/lib/messaging/site';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Which site this window's tab shows, and what the connection makes of the page's claim. */
export function SiteHeader({ current }: { current: CurrentSite }) {
  if (current.kind === 'wix') {
    const { claimed, verdict } = current;
    return (
      <header className="border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="text-base font-semibold" data-testid="site-name">
          {claimed.name}
        </h1>
        <p className="font-mono text-xs text-slate-500" data-testid="site-id">
          {claimed.siteId}
        </p>
        {verdict.kind === 'elsewhere' && (
          <p role="alert" data-testid="site-refused" className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900">
            This page says it is {verdict.siteName}, but {verdict.siteName} lives at {verdict.urls.map(hostOf).join(', ') || 'another address'}. Sitekeeper
            reads and changes nothing for this page.
          </p>
        )}
        {verdict.kind === 'foreign' && (
          <p role="alert" data-testid="site-refused" className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900">
            This page says it is a Wix site that is not in your connected account. Sitekeeper reads and changes nothing for it.
          </p>
        )}
        {verdict.kind === 'unverified' && <p className="mt-1 text-xs text-slate-600">Connect below to check that this site is one of yours.</p>}
      </header>
    );
  }
  const [title, text] =
    current.kind === 'unchecked'
      ? ['Page not checked yet', 'Sitekeeper reads a page only when you open it there: click the Sitekeeper icon in the toolbar (or press Alt+Shift+K) to check this page.']
      : current.kind === 'wix-without-id'
        ? ['Wix site, id unknown', 'This page looks like a Wix site, but it does not say which site it is.']
        : ['Not a Wix site', 'Open a page of your Wix site in this window to see its tools, or pick one of your sites below.'];
  return (
    <header className="border-b border-slate-200 bg-white px-4 py-3">
      <h1 className="text-base font-semibold" data-testid="site-name">
        {title}
      </h1>
      <p className="text-xs text-slate-500">{text}</p>
    </header>
  );
}
