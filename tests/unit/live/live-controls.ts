// One review's controls on a live page (lib/live/live-actions.ts) for the tests: every click counted
// as a person's, the Undo it offers, and optionally told when an action waits in the offline queue.
import { vi } from 'vitest';
import { liveActions, type RunAction } from '@/lib/live/live-actions';

export function liveControls(run: RunAction, waiting?: (id: string) => void) {
  const row = document.createElement('div');
  const error = document.createElement('span');
  const clicks = new Map<HTMLElement, () => void>();
  const done = vi.fn();
  const act = liveActions({
    run,
    buttons: [],
    error,
    placeUndo: (undo) => row.append(undo),
    onClick: (b, handler) => clicks.set(b, handler),
    done,
    ...(waiting ? { waiting: (a) => waiting(a.id) } : {}),
  });
  const undo = () => row.querySelector<HTMLButtonElement>('button.undo');
  const clickUndo = () => clicks.get(undo()!)!();
  return { act, undo, clickUndo, error, done };
}
