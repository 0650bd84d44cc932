import { browser } from 'wxt/browser';
import type { StoredSavedReply } from '../../storage';

// The saved replies a new install starts with, in the browser's language (German, else English): a few
// for the usual cases, written as a shop owner would, with placeholders in that language's words
// (lib/ui/reply-placeholders.ts). They are a file of the extension, public/saved-reply-defaults.json,
// read once when they are stored (into the every-site list, then the admin's to change): their text
// stays out of the background's bundle, which is loaded for every event.

type Default = Omit<StoredSavedReply, 'id'>;

const isDefault = (v: unknown): v is Default => {
  const d = v as Partial<Default> | null;
  return (
    typeof d?.name === 'string' &&
    typeof d.text === 'string' &&
    Array.isArray(d.ratings) &&
    d.ratings.every((r) => Number.isInteger(r) && r >= 1 && r <= 5)
  );
};

/**
 * The default saved replies in `language` (a BCP 47 tag: the browser's UI language), each with a new
 * id; none when the file can't be read (then nothing is stored, and the next read tries again).
 */
export async function defaultReplies(language: string, newId: () => string): Promise<StoredSavedReply[] | null> {
  try {
    const response = await fetch(browser.runtime.getURL('/saved-reply-defaults.json'));
    const all = (await response.json()) as Record<string, unknown>;
    const list = all[language.toLowerCase().startsWith('de') ? 'de' : 'en'];
    if (!Array.isArray(list) || !list.every(isDefault)) return null;
    return list.map(({ name, text, ratings }) => ({ id: newId(), name, text, ratings }));
  } catch {
    return null;
  }
}
