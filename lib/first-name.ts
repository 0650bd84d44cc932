// A reviewer's first name, the same wherever a saved reply is filled in: the panel's editors and a
// live page's (whose values the background works out).

/** Bidi controls and zero-width characters: in a value they could make the reply around it read otherwise. */
export const HIDDEN_MARKS = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The reviewer's first name, from the name the review shows ("Anna Berg" → "Anna"); '' when anonymous. */
export function firstNameOf(authorName: string | null | undefined): string {
  return (authorName ?? '').replace(HIDDEN_MARKS, '').trim().split(/\s+/)[0] ?? '';
}
