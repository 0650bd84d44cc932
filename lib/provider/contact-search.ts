import type { ContactFilter } from '../messaging/contacts';

// Search as you type: every word typed must be the start of one of these fields (so "ann lee" finds
// Ann Lee and "lee@" her email). The provider's own `search` matches whole values only.
const SEARCH_FIELDS = [
  'info.name.first',
  'info.name.last',
  'info.emails.email',
  'info.phones.phone',
  'info.company',
] as const;
const MAX_WORDS = 4;

/** A phone number is one term, spaces and all (`+1 646 555 0177` as the site stored it). */
const PHONE_LIKE = /^\+?[\d\s().\-/]+$/;

export function searchFilter(text: string): ContactFilter | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const words = (PHONE_LIKE.test(trimmed) ? [trimmed] : trimmed.split(' ')).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const perWord = words.map((w): ContactFilter => ({ $or: SEARCH_FIELDS.map((f) => ({ [f]: { $startsWith: w } })) }));
  return perWord.length === 1 ? perWord[0]! : { $and: perWord };
}

/** The filter and the search together (both must hold). */
export function withSearch(filter: ContactFilter | null, text: string): ContactFilter | null {
  const search = searchFilter(text);
  if (!search) return filter;
  return filter ? { $and: [filter, search] } : search;
}
