import type { ReviewRequestSummary } from '@/lib/messaging/review-requests';
import { formatDate, t } from '@/lib/i18n';
import { failureReasonText, statusText } from './labels';

/** One review request: recipient, item, send date, state, and why it failed. Provider text as text. */
export function RequestRow({
  request,
  busy,
  onCancel,
}: {
  request: ReviewRequestSummary;
  busy: boolean;
  onCancel: () => void;
}) {
  const r = request;
  return (
    <li
      className="rounded border border-slate-200 bg-white p-2 text-sm"
      data-testid="review-request"
      data-request-id={r.id}
      data-status={r.status}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium break-all">{r.recipientName || r.recipientEmail || r.contactId}</span>
        <span className="rounded bg-slate-100 px-1 text-xs font-semibold" data-testid="request-status">
          {statusText(r.status)}
        </span>
      </div>
      {r.recipientEmail && <p className="text-xs text-slate-500 break-all">{r.recipientEmail}</p>}
      <p className="text-xs text-slate-600">
        {t('reviewRequests.itemShort')} <span className="font-mono">{r.itemIds.join(', ')}</span> ·{' '}
        {t('reviewRequests.sendShort')} {formatDate(r.sendDate, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      {r.failureReason && (
        <p className="mt-1 text-xs text-red-800" data-testid="request-failure">
          {failureReasonText(r.failureReason)}
          {r.failureMessage && <span className="text-red-700"> ({r.failureMessage})</span>}
        </p>
      )}
      {r.opened !== null && (
        <p className="text-xs text-slate-500">
          {r.opened ? t('reviewRequests.opened') : t('reviewRequests.notOpened')}
        </p>
      )}
      {r.status === 'SCHEDULED' && (
        <button
          type="button"
          disabled={busy}
          className="mt-1 text-xs text-red-700 underline disabled:opacity-50"
          onClick={onCancel}
        >
          {t('reviewRequests.cancelOne')}
        </button>
      )}
    </li>
  );
}
