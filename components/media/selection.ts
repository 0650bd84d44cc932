import { signal, type Signal } from '@preact/signals-react';

/** The files ticked in a grid: a signal, so ticking one re-renders that thumbnail, not the whole grid. */
export type Selection = Signal<ReadonlySet<string>>;

export const newSelection = (): Selection => signal<ReadonlySet<string>>(new Set());

export function toggle(selection: Selection, id: string): void {
  const next = new Set(selection.value);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  selection.value = next;
}
