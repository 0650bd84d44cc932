import { computed, signal } from '@preact/signals-react';

// Selection and bulk progress over long lists: signals, so a tick re-renders only what reads them.

export const selectedIds = signal<ReadonlySet<string>>(new Set());
export const selectedCount = computed(() => selectedIds.value.size);

export function toggleSelected(id: string, on: boolean): void {
  const next = new Set(selectedIds.value);
  if (on) next.add(id);
  else next.delete(id);
  selectedIds.value = next;
}

export function setSelected(ids: string[], on: boolean): void {
  const next = new Set(selectedIds.value);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  selectedIds.value = next;
}

export const clearSelection = (): void => {
  selectedIds.value = new Set();
};

/** A running bulk job: done of total members (null when none runs). */
export const bulkProgress = signal<{ done: number; total: number } | null>(null);
