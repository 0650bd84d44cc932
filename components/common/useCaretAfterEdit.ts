import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Puts a text area's caret where an edit made in code left it, in the same commit as the edited
 * text: keys typed straight after the edit then land after it (a frame later, the first of them
 * could land before the caret moved). Call the answer with the caret's place, then set the text.
 */
export function useCaretAfterEdit(area: RefObject<HTMLTextAreaElement | null>, text: string): (caret: number) => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    area.current?.focus();
    area.current?.setSelectionRange(pending.current, pending.current);
    pending.current = null;
  }, [area, text]);
  return (caret) => {
    pending.current = caret;
  };
}
