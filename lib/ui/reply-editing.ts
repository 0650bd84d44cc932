// What a reply editor (the desk's, the inbox's, a live page's) does around its saved replies, with no
// saved reply in hand: the key that opens them, and where a picked one goes. Apart from the filling
// (saved-reply-choice.ts), which the panel loads only once the list is opened.

/**
 * The key that opens the saved replies from a reply editor: `/` typed into an empty editor (the start
 * of nothing else), or Alt+S anywhere in it (by the key's place, so any keyboard layout).
 */
export function isPickerKey(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  text: string,
): boolean {
  if (e.ctrlKey || e.metaKey) return false;
  if (e.altKey) return e.code === 'KeyS';
  return e.key === '/' && text.trim() === '';
}

/**
 * What a key does in an open list of saved replies (`count` of them, `active` the one marked): the
 * place to move the mark to, pick the marked one, close the list, or nothing (null).
 */
export function pickerKey(key: string, active: number, count: number): number | 'pick' | 'close' | null {
  const last = count - 1;
  if (key === 'ArrowDown') return Math.min(last, active + 1);
  if (key === 'ArrowUp') return Math.max(0, active - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'Enter') return 'pick';
  if (key === 'Escape') return 'close';
  return null;
}

/**
 * The editor's text with a picked reply in it: the reply alone when the editor is empty, else put where
 * the cursor is (on a line of its own after text), so nothing typed is lost. `caret`: where it ends.
 */
export function insertAtCursor(
  area: Pick<HTMLTextAreaElement, 'selectionStart' | 'selectionEnd'> | null,
  text: string,
  picked: string,
): { text: string; caret: number } {
  if (!text.trim()) return { text: picked, caret: picked.length };
  const start = area?.selectionStart ?? text.length;
  const end = area?.selectionEnd ?? text.length;
  const before = text.slice(0, start);
  const joined = before && !/\s$/.test(before) ? `${before}\n${picked}` : `${before}${picked}`;
  return { text: joined + text.slice(end), caret: joined.length };
}
