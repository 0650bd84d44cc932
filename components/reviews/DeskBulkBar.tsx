import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber, t } from '@/lib/i18n';
import type { BulkAction } from '@/lib/messaging/reviews';
import type { Selection } from '../common/selection';

const BULK_ACTIONS = ['APPROVED', 'REJECTED', 'DELETE'] as const satisfies readonly BulkAction[];
/** The verb a bulk action reads as, on its button and in its question. */
export const bulkVerb = (a: BulkAction) =>
  a === 'APPROVED' ? t('reviews.approve') : a === 'REJECTED' ? t('reviews.reject') : t('desk.delete');

interface Props {
  selection: Selection;
  /** How many reviews the filter matches (0 when not counted). */
  matching: number;
  collecting: boolean;
  onAsk: (action: BulkAction, allMatching: boolean) => void;
}

/**
 * The desk's bulk actions: on the ticked reviews, else on all the filter matches. It alone reads the
 * selection's count, so a tick re-renders this bar and the ticked card, not the list.
 */
export function DeskBulkBar({ selection, matching, collecting, onAsk }: Props) {
  useSignals();
  const count = selection.selectedCount.value;
  if (count === 0 && matching === 0) return null;
  const buttons = (allMatching: boolean) =>
    BULK_ACTIONS.map((a) => (
      <button
        key={a}
        type="button"
        disabled={collecting}
        className="rounded border border-slate-300 px-2 py-0.5"
        onClick={() => onAsk(a, allMatching)}
      >
        {bulkVerb(a)}
      </button>
    ));
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-xs"
      role="group"
      aria-label={t('desk.bulkLabel')}
      data-testid="bulk-bar"
    >
      {count > 0 ? (
        <>
          <span>{t('desk.selected', { count: formatNumber(count) })}</span>
          {buttons(false)}
          <button type="button" className="text-indigo-700" onClick={() => selection.clearSelection()}>
            {t('desk.clearSelection')}
          </button>
        </>
      ) : (
        <>
          <span>{t('desk.allMatching')}</span>
          {buttons(true)}
        </>
      )}
      {collecting && <span>{t('desk.collecting')}</span>}
    </div>
  );
}
