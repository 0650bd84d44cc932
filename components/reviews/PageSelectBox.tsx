import { useSignals } from '@preact/signals-react/runtime';
import { t } from '@/lib/i18n';
import type { Selection } from '../common/selection';

/** Ticks or unticks every review of the page shown (mixed when some are ticked). */
export function PageSelectBox({ selection, ids }: { selection: Selection; ids: readonly string[] }) {
  useSignals();
  const selected = selection.selectedIds.value;
  const ticked = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  return (
    <input
      type="checkbox"
      className="m-1 h-4 w-4"
      disabled={ids.length === 0}
      checked={all}
      ref={(el) => {
        if (el) el.indeterminate = ticked > 0 && !all;
      }}
      aria-label={t('desk.selectPage')}
      title={t('desk.selectPage')}
      onChange={(e) => selection.setSelected(ids, e.target.checked)}
      data-testid="select-page"
    />
  );
}
