import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber, t } from '@/lib/i18n';
import type { BulkRun } from '@/lib/queries/review-bulk';

/** The progress of a bulk action, then its outcome with every failure listed. */
export function BulkProgress({ run, onClose }: { run: BulkRun; onClose: () => void }) {
  useSignals();
  const done = run.done.value;
  const failures = run.failures.value;
  const finished = run.finished.value;
  return (
    <section
      aria-label={t('desk.bulkProgress')}
      className="space-y-1 rounded border border-slate-200 p-2 text-xs"
      data-testid="bulk-progress"
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
        <ul className="list-disc pl-5 text-red-800" data-testid="bulk-failures">
          {failures.map((f) => (
            <li key={f.id}>
              <code>{f.id}</code>: {f.error}
            </li>
          ))}
        </ul>
      )}
      {finished && (
        <button type="button" className="text-indigo-700" onClick={onClose}>
          {t('desk.close')}
        </button>
      )}
    </section>
  );
}
