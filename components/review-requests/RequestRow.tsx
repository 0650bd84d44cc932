import type { ReviewRequestSummary } from '@/lib/messaging/review-requests';
import type { ReviewedItem } from '@/lib/messaging/reviews';
import { formatDate, t } from '@/lib/i18n';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { failureReasonText, statusText } from './labels';
import { Button } from '../common/Button';

const STATUS_STYLE: Partial<Record<ReviewRequestSummary['status'], string>> = {
  SENT: 'bg-emerald-100 text-emerald-900',
  FAILED: 'bg-red-100 text-red-900',
  SCHEDULED: 'bg-sky-100 text-sky-900',
};

/**
 * One review request: the recipient and the item by name, the send date, its state and why it
 * failed. Provider text as text; the ids only in the closed technical details.
 */
export function RequestRow({
  request,
  items,
  busy,
  onCancel,
}: {
  request: ReviewRequestSummary;
  /** Names of the page's items, by id (undefined while they load). */
  items: Record<string, ReviewedItem> | undefined;
  busy: boolean;
  onCancel: () => void;
}) {
  const r = request;
  const itemNames = r.itemIds.map((id) => items?.[id]?.name || (items ? t('reviewRequests.unnamedItem') : '…'));
  return (
    <li
      className="space-y-0.5 rounded border border-slate-200 bg-white p-2 text-sm"
      data-testid="review-request"
      data-request-id={r.id}
      data-status={r.status}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-medium break-words" data-testid="request-recipient">
          {r.recipientName || r.recipientEmail || t('reviewRequests.unknownRecipient')}
        </span>
        <span
          className={`shrink-0 rounded px-1.5 text-xs font-semibold ${STATUS_STYLE[r.status] ?? 'bg-slate-100'}`}
          data-testid="request-status"
        >
          {statusText(r.status)}
        </span>
      </div>
      {r.recipientName && r.recipientEmail && <p className="text-xs break-all text-slate-500">{r.recipientEmail}</p>}
      <p className="text-xs text-slate-600">
        <span data-testid="request-item">{itemNames.join(', ')}</span> · {t('reviewRequests.sendShort')}{' '}
        {formatDate(r.sendDate, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      {r.failureReason && (
        <p className="text-xs text-red-800" data-testid="request-failure">
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
        <Button tone="remove" className="min-h-6 text-xs underline" disabled={busy} onClick={onCancel}>
          {t('reviewRequests.cancelOne')}
        </Button>
      )}
      <TechnicalDetails
        rows={[
          { label: t('reviewRequests.techRequest'), value: r.id },
          ...(r.contactId ? [{ label: t('reviewRequests.techContact'), value: r.contactId }] : []),
          ...r.itemIds.map((id, i) => ({
            label: r.itemIds.length > 1 ? `${t('reviewRequests.techItem')} ${i + 1}` : t('reviewRequests.techItem'),
            value: id,
          })),
        ]}
      />
    </li>
  );
}
