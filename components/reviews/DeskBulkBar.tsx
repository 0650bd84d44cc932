import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber, plural, t } from '@/lib/i18n';
import type { BulkAction } from '@/lib/messaging/reviews';
import type { Selection } from '../common/selection';
import { BULK_ACTION_LABEL, bulkActionLabel } from './labels';
import { Button } from '../common/Button';

const BULK_ACTIONS = Object.keys(BULK_ACTION_LABEL) as BulkAction[];
/** The verb a bulk action reads as, on its button and in its question. */
export const bulkVerb = bulkActionLabel;

interface Props {
  selection: Selection;
  /** How many reviews the filter matches (0 when not counted). */
  matching: number;
  /** The admin chose every review the filter matches, not only the ticked ones. */
  allMatching: boolean;
  onAllMatching: (on: boolean) => void;
  collecting: boolean;
  onAsk: (action: BulkAction, allMatching: boolean) => void;
}

/**
 * The desk's bulk actions, shown once something is ticked: on the ticked reviews, or (one click
 * more) on every review the filter matches. It alone reads the selection's count, so a tick
 * re-renders this bar and the ticked card, not the list.
 */
export function DeskBulkBar({ selection, matching, allMatching, onAllMatching, collecting, onAsk }: Props) {
  useSignals();
  const count = selection.selectedCount.value;
  if (count === 0 && !allMatching) return null;
  const button = 'min-h-6 rounded border border-slate-300 bg-white px-2 disabled:opacity-50';
  return (
    <div
      className="flex flex-wrap items-center gap-1 rounded bg-slate-100 px-2 py-1 text-xs"
      role="group"
      aria-label={t('desk.bulkLabel')}
      data-testid="bulk-bar"
    >
      <span className="font-medium" data-testid="bulk-scope">
        {allMatching
          ? t('desk.allMatchingShort', { count: plural('reviews.count', matching) })
          : t('desk.selected', { count: formatNumber(count) })}
      </span>
      {BULK_ACTIONS.map((a) => (
        <button key={a} type="button" disabled={collecting} className={button} onClick={() => onAsk(a, allMatching)}>
          {bulkVerb(a)}
        </button>
      ))}
      {!allMatching && matching > count && (
        <Button tone="link" className="min-h-6 px-1" onClick={() => onAllMatching(true)}>
          {t('desk.selectAllMatching', { count: plural('reviews.count', matching) })}
        </Button>
      )}
      <Button
        tone="link"
        className="min-h-6 px-1"
        onClick={() => {
          onAllMatching(false);
          selection.clearSelection();
        }}
      >
        {t('desk.clearSelection')}
      </Button>
      {collecting && <span role="status">{t('desk.collecting')}</span>}
    </div>
  );
}
