import { computed, signal } from '@preact/signals-react';

// Selection and bulk progress over long lists: signals, so a tick re-renders only what reads them.
// One selection per tool (a tool's own module creates it once).

export function createSelection() {
  const ids = signal<ReadonlySet<string>>(new Set());
  const update = (list: string[], on: boolean) => {
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
    toggleSelected: (id: string, on: boolean): void => update([id], on),
    setSelected: update,
    clearSelection: (): void => {
      ids.value = new Set();
    },
    /** A running bulk job: done of total (null when none runs). */
    bulkProgress: signal<{ done: number; total: number } | null>(null),
  };
}
