import { t } from '../i18n';
import type { ReplyValues, SavedReply } from '../messaging/saved-replies';
import { fillPlaceholders } from './reply-placeholders';

// What every reply editor (the desk's, the inbox's, a live page's) does with saved replies: offer those
// that suit the review's rating first, and fill the one picked in for the review.

type Choice = Pick<SavedReply, 'id' | 'name' | 'text' | 'ratings'>;

/**
 * The saved replies in the order offered: those that suit the review's rating (the narrowest first, so
 * one written for five stars comes before one for four or five, and one for any rating after both),
 * then the rest as saved.
 */
export function suitedFirst<T extends Choice>(
  replies: readonly T[],
  rating: number | null,
): { suited: T[]; others: T[] } {
  const stars = rating === null ? null : Math.round(rating);
  const suits = (r: T) => r.ratings.length === 0 || (stars !== null && r.ratings.includes(stars));
  const width = (r: T) => (r.ratings.length === 0 ? 6 : r.ratings.length);
  return {
    suited: replies.filter(suits).sort((a, b) => width(a) - width(b)),
    others: replies.filter((r) => !suits(r)),
  };
}

/** The saved reply's text for this review, placeholders filled in (general words for an unknown item or site). */
export const filledReply = (text: string, values: ReplyValues): string =>
  fillPlaceholders(text, values, { item: t('savedReplies.fallback.item'), site: t('savedReplies.fallback.site') });

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
