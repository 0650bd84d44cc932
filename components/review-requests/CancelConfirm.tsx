import { plural, t } from '@/lib/i18n';
import type { CancelFlow } from './useCancelFlow';

/** The confirmation of a cancel, with the exact count the provider counted. */
export function CancelConfirm({ flow }: { flow: CancelFlow }) {
  if (!flow.pending) return null;
  const { count } = flow.pending;
  return (
    <div
      role="alertdialog"
      aria-label={t('reviewRequests.cancelConfirmLabel')}
      className="rounded border border-amber-400 bg-amber-50 p-3 text-sm"
    >
      {count === 0 ? (
        <p>{t('reviewRequests.nothingToCancel')}</p>
      ) : (
        <p>{t('reviewRequests.cancelConfirm', { count: plural('reviewRequests.scheduledCount', count) })}</p>
      )}
      <div className="mt-2 flex gap-2">
        {count > 0 && (
          <button
            type="button"
            disabled={flow.busy}
            className="rounded bg-red-700 px-2 py-1 text-xs text-white disabled:opacity-50"
            onClick={flow.confirm}
          >
            {t('reviewRequests.cancelConfirmButton', { count: plural('reviewRequests.count', count) })}
          </button>
        )}
        <button type="button" className="rounded border border-slate-300 px-2 py-1 text-xs" onClick={flow.dismiss}>
          {count > 0 ? t('reviewRequests.keep') : t('reviewRequests.close')}
        </button>
      </div>
    </div>
  );
}
