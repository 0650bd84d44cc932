import { useEffect, useRef } from 'react';
import { actionOfKey, type LabelKey, type ReviewActionId } from '@/lib/ui/review-actions';

/** The desk's own keys; the review actions' keys are declared with them (lib/ui/review-actions.ts). */
export interface DeskKeys {
  next: () => void;
  prev: () => void;
  select: () => void;
  help: () => void;
  /** A review action's key, for the review in focus. */
  act: (action: ReviewActionId) => void;
}
type DeskKey = Exclude<keyof DeskKeys, 'act'>;

/** Keys typed into a field are the field's, never a shortcut. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** The desk's keyboard keys that are not a review action, as shown in the key help. */
export const DESK_KEYS: ReadonlyArray<{ keys: readonly string[]; shown: string; does: DeskKey; help: LabelKey }> = [
  { keys: ['j', 'J', 'ArrowDown'], shown: 'J / ↓', does: 'next', help: 'desk.keyNext' },
  { keys: ['k', 'K', 'ArrowUp'], shown: 'K / ↑', does: 'prev', help: 'desk.keyPrev' },
  { keys: ['x', 'X'], shown: 'X', does: 'select', help: 'desk.keySelect' },
  { keys: ['?'], shown: '?', does: 'help', help: 'desk.keyHelp' },
];

const isDeskKey = (key: DeskKey | ReviewActionId): key is DeskKey => DESK_KEYS.some((k) => k.does === key);

/** The desk's keyboard: J/K or arrows move, X selects, ? helps, and each review action's declared key (A, R, E, Delete). */
export function keyAction(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): DeskKey | ReviewActionId | null {
  if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return null;
  return DESK_KEYS.find((k) => k.keys.includes(e.key))?.does ?? actionOfKey(e.key)?.id ?? null;
}

export function useDeskKeys(enabled: boolean, keys: DeskKeys): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      // Tabs and buttons keep their own keys (the tab list's arrows, Space/Enter on buttons).
      if ((e.target as HTMLElement | null)?.getAttribute?.('role') === 'tab') return;
      const action = keyAction(e);
      if (!action) return;
      e.preventDefault();
      if (isDeskKey(action)) latest.current[action]();
      else latest.current.act(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
