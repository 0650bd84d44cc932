import type { ReviewSummary, ShownReview } from '../../messaging/reviews';

const WORDS = 8;
const CHARS = 60;
/** Bidi controls and zero-width characters: they would let a text pose as another one. */
const withoutHiddenMarks = (text: string) => text.replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '');

/**
 * The first words of a review's text (its body, else its title), cut at a word where it can be: what
 * a live page's control names, so the review the admin sees named is the one acted on, and what a
 * new-review notification quotes (notify.ts).
 */
export function firstWords(review: Pick<ReviewSummary, 'body' | 'title'>): string {
  const text = withoutHiddenMarks(review.body || review.title)
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ');
  let out = words.slice(0, WORDS).join(' ');
  if (out.length > CHARS) out = out.slice(0, CHARS).replace(/\s+\S*$/, '') || out.slice(0, CHARS);
  return out.length < text.length ? `${out}…` : out;
}

export const shownReview = (r: ReviewSummary): ShownReview => ({
  author: withoutHiddenMarks(r.authorName).slice(0, 80),
  excerpt: firstWords(r),
});
