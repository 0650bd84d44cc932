import { computed, signal } from '@preact/signals-react';
import { useCallback, useSyncExternalStore } from 'react';

// Selection and bulk progress over long lists: signals, so a tick re-renders only what reads them.
// The panel's one selection model: the Members and Contacts tabs keep one each for the panel's life
// (their `selection.ts`), a media grid and the desk make theirs per list.

export function createSelection() {
  const ids = signal<ReadonlySet<string>>(new Set());
  const update = (list: readonly string[], on: boolean) => {
    const next = new Set(ids.value);
    for (const id of list) {
      if (on) next.add(id);
      else next.delete(id);
    }
    ids.value = next;
  };
  return {
    selectedIds: ids,
    selectedCount: computed(() => ids.value.size),
    /** Ticks or unticks one (flips it when `on` is not given). */
    toggleSelected: (id: string, on = !ids.peek().has(id)): void => update([id], on),
    setSelected: update,
    clearSelection: (): void => {
      ids.value = new Set();
    },
    /** A running bulk job: done of total (null when none runs). */
    bulkProgress: signal<{ done: number; total: number } | null>(null),
  };
}

export type Selection = ReturnType<typeof createSelection>;

/**
 * Whether one item is ticked. The row re-renders only when that answer changes: reading
 * `selectedIds.value` in each row would re-render every row of a long list on every tick.
 */
export function useIsSelected(selection: Selection, id: string): boolean {
  const { selectedIds } = selection;
  const subscribe = useCallback((onChange: () => void) => selectedIds.subscribe(onChange), [selectedIds]);
  return useSyncExternalStore(subscribe, () => selectedIds.peek().has(id));
}
