import { useEffect, useRef } from 'react';

export interface DeskKeys {
  next: () => void;
  prev: () => void;
  approve: () => void;
  reject: () => void;
  reply: () => void;
  remove: () => void;
  select: () => void;
  help: () => void;
}

/** Keys typed into a field are the field's, never a shortcut. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** The desk's keyboard: J/K or arrows move, A approve, R reject, E reply, X select, Delete deletes, ? help. */
export function keyAction(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): keyof DeskKeys | null {
  if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return null;
  switch (e.key) {
    case 'j':
    case 'J':
    case 'ArrowDown':
      return 'next';
    case 'k':
    case 'K':
    case 'ArrowUp':
      return 'prev';
    case 'a':
    case 'A':
      return 'approve';
    case 'r':
    case 'R':
      return 'reject';
    case 'e':
    case 'E':
      return 'reply';
    case 'x':
    case 'X':
      return 'select';
    case 'Delete':
      return 'remove';
    case '?':
      return 'help';
    default:
      return null;
  }
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
      latest.current[action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
