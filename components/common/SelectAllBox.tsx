import { useSignals } from '@preact/signals-react/runtime';
import type { Selection } from './selection';

/**
 * Ticks or unticks every row shown (mixed when some are ticked): a page of reviews, of members, of
 * contacts. Named by `label`; `shown` writes the label beside the box.
 */
export function SelectAllBox({
  selection,
  ids,
  label,
  shown = false,
  testId,
}: {
  selection: Selection;
  ids: readonly string[];
  label: string;
  shown?: boolean;
  testId?: string;
}) {
  useSignals();
  const selected = selection.selectedIds.value;
  const ticked = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  const box = (
    <input
      type="checkbox"
      className={shown ? undefined : 'm-1 h-4 w-4'}
      disabled={ids.length === 0}
      checked={all}
      ref={(el) => {
        if (el) el.indeterminate = ticked > 0 && !all;
      }}
      aria-label={shown ? undefined : label}
      title={shown ? undefined : label}
      onChange={(e) => selection.setSelected(ids, e.target.checked)}
      data-testid={testId}
    />
  );
  if (!shown) return box;
  return (
    <label className="flex items-center gap-2">
      {box}
      {label}
    </label>
  );
}
