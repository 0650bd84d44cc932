import { signal, type Signal } from '@preact/signals-react';
import { useCallback, useSyncExternalStore } from 'react';

/** The files ticked in a grid: a signal, so ticking one re-renders that thumbnail, not the whole grid. */
export type Selection = Signal<ReadonlySet<string>>;

export const newSelection = (): Selection => signal<ReadonlySet<string>>(new Set());

export function toggle(selection: Selection, id: string): void {
  const next = new Set(selection.value);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  selection.value = next;
}

/**
 * Whether one file is ticked. The component re-renders only when that answer changes: reading
 * `selection.value` in each thumbnail would re-render every thumbnail on every tick.
 */
export function useSelected(selection: Selection, id: string): boolean {
  const subscribe = useCallback((onChange: () => void) => selection.subscribe(onChange), [selection]);
  return useSyncExternalStore(subscribe, () => selection.peek().has(id));
}
