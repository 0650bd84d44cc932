import type { CurrentSite } from '@/lib/messaging/site';
import { CheckPageButton } from './CheckPageButton';
import { t } from '@/lib/i18n';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const refusal = 'm-3 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900';

/**
 * What the panel says about this window's page, below the header, only when it matters: a page that
 * claims a site it isn't, a page that is no site of the account, or, while no site is picked, how to
 * get one.
 */
export function SiteNotice({ current, sitePicked }: { current: CurrentSite; sitePicked: boolean }) {
  if (current.kind === 'wix') {
    const { verdict } = current;
    if (verdict.kind === 'elsewhere')
      return (
        <p role="alert" data-testid="site-refused" className={refusal}>
          {t('site.elsewhere', {
            site: verdict.siteName,
            urls: verdict.urls.map(hostOf).join(', ') || t('site.elsewhereUnknown'),
          })}
        </p>
      );
    if (verdict.kind === 'foreign')
      return (
        <p role="alert" data-testid="site-refused" className={refusal}>
          {t('site.foreign')}
        </p>
      );
    if (verdict.kind === 'unverified')
      return <p className="px-3 pt-2 text-xs text-slate-600">{t('site.unverified')}</p>;
    return null;
  }
  if (sitePicked && current.kind !== 'unchecked') return null;
  const text =
    current.kind === 'unchecked'
      ? t('site.uncheckedHint')
      : current.kind === 'wix-without-id'
        ? t('site.withoutIdHint')
        : t('site.notWixHint');
  return (
    <div className="px-3 pt-2 text-xs text-slate-600">
      <p>{text}</p>
      {current.kind === 'unchecked' && <CheckPageButton url={current.url} />}
    </div>
  );
}
