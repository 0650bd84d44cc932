import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber, plural, t, tValues } from '@/lib/i18n';
import type { BulkRun } from '@/lib/queries/bulk-run';
import { TechnicalDetails } from './TechnicalDetails';
import { Button } from './Button';

/** What the run's items are called: reviews in the desk, members in the Reported view. */
const NOUN = {
  reviews: { count: 'reviews.count', failed: 'desk.failedReview' },
  members: { count: 'members.count', failed: 'members.reported.failedMember' },
} as const;

/**
 * The progress of a bulk action, then its outcome with every failure listed, and the failed ones
 * offered again (`onRetry`: only for actions that set a state, so sending them again is safe).
 */
export function BulkProgress({
  run,
  items = 'reviews',
  onClose,
  onRetry,
}: {
  run: BulkRun;
  items?: keyof typeof NOUN;
  onClose: () => void;
  onRetry?: (ids: string[]) => void;
}) {
  const noun = NOUN[items];
  useSignals();
  const done = run.done.value;
  const failures = run.failures.value;
  const finished = run.finished.value;
  return (
    <section
      aria-label={t('desk.bulkProgress')}
      className="space-y-1 rounded border border-slate-200 p-2 text-xs"
      data-testid="bulk-progress"
      data-run={run.id}
    >
      <progress className="w-full" max={run.total} value={done} aria-label={t('desk.bulkProgress')} />
      <p role="status" data-testid="bulk-status">
        {finished
          ? t('desk.bulkDone', {
              ok: formatNumber(run.total - failures.length),
              total: formatNumber(run.total),
              failed: formatNumber(failures.length),
            })
          : t('desk.bulkRunning', { done: formatNumber(done), total: formatNumber(run.total) })}
      </p>
      {failures.length > 0 && (
        // Which items failed, and the provider's reason, are for support: ids only in the details.
        <div className="text-red-800" data-testid="bulk-failures">
          <p>{t('desk.bulkFailed', { count: plural(noun.count, failures.length) })}</p>
          <TechnicalDetails
            rows={failures.map((f, i) => ({
              label: tValues(noun.failed, { n: formatNumber(i + 1) }),
              value: f.error ? `${f.id}: ${f.error}` : f.id,
            }))}
          />
        </div>
      )}
      {finished && failures.length > 0 && onRetry && (
        <Button tone="danger" size="sm" className="mr-2" onClick={() => onRetry(failures.map((f) => f.id))}>
          {t('desk.retryFailed', { count: plural(noun.count, failures.length) })}
        </Button>
      )}
      {finished && (
        <Button tone="text" onClick={onClose}>
          {t('desk.close')}
        </Button>
      )}
    </section>
  );
}
