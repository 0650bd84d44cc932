import type { CurrentSite } from '@/lib/messaging/site';
import { SettingsLink } from '../options/SettingsLink';
import { CheckPageButton } from './CheckPageButton';
import { t } from '@/lib/i18n';

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
        <div className="float-right ml-2">
          <SettingsLink />
        </div>
        <h1 className="text-base font-semibold" data-testid="site-name">
          {claimed.name}
        </h1>
        <p className="font-mono text-xs text-slate-500" data-testid="site-id">
          {claimed.siteId}
        </p>
        {verdict.kind === 'elsewhere' && (
          <p
            role="alert"
            data-testid="site-refused"
            className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900"
          >
            {t('site.elsewhere', {
              site: verdict.siteName,
              urls: verdict.urls.map(hostOf).join(', ') || t('site.elsewhereUnknown'),
            })}
          </p>
        )}
        {verdict.kind === 'foreign' && (
          <p
            role="alert"
            data-testid="site-refused"
            className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900"
          >
            {t('site.foreign')}
          </p>
        )}
        {verdict.kind === 'unverified' && <p className="mt-1 text-xs text-slate-600">{t('site.unverified')}</p>}
      </header>
    );
  }
  const [title, text] =
    current.kind === 'unchecked'
      ? [t('site.unchecked'), t('site.uncheckedHint')]
      : current.kind === 'wix-without-id'
        ? [t('site.withoutId'), t('site.withoutIdHint')]
        : [t('site.notWix'), t('site.notWixHint')];
  return (
    <header className="border-b border-slate-200 bg-white px-4 py-3">
      <div className="float-right ml-2">
        <SettingsLink />
      </div>
      <h1 className="text-base font-semibold" data-testid="site-name">
        {title}
      </h1>
      <p className="text-xs text-slate-500">{text}</p>
      {current.kind === 'unchecked' && <CheckPageButton url={current.url} />}
    </header>
  );
}
