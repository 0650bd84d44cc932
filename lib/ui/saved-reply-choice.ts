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
