import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber, plural, t } from '@/lib/i18n';
import type { InboxStore } from '@/lib/queries/inbox';
import { ErrorNotice } from '../../common/ErrorNotice';
import { Button } from '../../common/Button';
import { TechnicalDetails } from '../../common/TechnicalDetails';

/**
 * The inbox's one line of state: how many reviews wait, how far the check of every site is ("412 of
 * 1 000 sites checked"), the sites that could not be checked, and under technical details what a full
 * check cost in calls to Wix (it counts against each site's budget of calls a minute).
 */
export function InboxProgressLine({
  store,
  waiting,
  onRefresh,
  siteName,
}: {
  store: InboxStore;
  waiting: number;
  /** Checks the given sites again (all when none given). */
  onRefresh: (siteIds?: string[]) => void;
  siteName: (siteId: string) => string;
}) {
  useSignals();
  const p = store.progress.value;
  return (
    <div className="space-y-1 text-xs text-slate-600">
      <p className="flex flex-wrap items-center gap-x-2">
        <span className="font-medium text-slate-800" data-testid="inbox-waiting">
          {t('inbox.waiting', { count: plural('reviews.count', waiting) })}
        </span>
        <span role="status" data-testid="inbox-progress">
          {p &&
            (p.done
              ? t('inbox.checkedAll', { sites: plural('inbox.sites', p.total) })
              : t('inbox.checking', { checked: formatNumber(p.checked), total: plural('inbox.sites', p.total) }))}
        </span>
        {p?.done && (
          <Button tone="link" onClick={() => onRefresh()}>
            {t('inbox.refresh')}
          </Button>
        )}
      </p>
      {p?.done && (
        <TechnicalDetails rows={[{ label: t('inbox.calls'), value: formatNumber(p.calls), testId: 'inbox-calls' }]} />
      )}
      {p && !p.done && <progress className="block w-full" max={Math.max(p.total, 1)} value={p.checked} />}
      {p?.done && p.failed.length > 0 && (
        <div className="space-y-1" data-testid="inbox-failed">
          <p>
            {t('inbox.failed', { sites: plural('inbox.sites', p.failed.length) })}{' '}
            {p.failed
              .slice(0, 3)
              .map((f) => siteName(f.siteId))
              .join(', ')}
          </p>
          <ErrorNotice error={p.failed[0]!.error} onRetry={() => onRefresh(p.failed.map((f) => f.siteId))} />
        </div>
      )}
    </div>
  );
}
