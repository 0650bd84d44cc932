import { browser } from 'wxt/browser';
import type { StoredSavedReply } from '../../storage';

// The saved replies a new install starts with, in the browser's language (German, else English): a few
// for the usual cases, written as a shop owner would, with placeholders in that language's words
// (lib/ui/reply-placeholders.ts). They are a file of the extension, public/saved-reply-defaults.json,
// read once when they are stored (into the every-site list, then the admin's to change): their text
// stays out of the background's bundle, which is loaded for every event.

type Default = Omit<StoredSavedReply, 'id'>;

/**
 * The default saved replies in `language` (a BCP 47 tag: the browser's UI language), each with a new
 * id; none when the file can't be read (then nothing is stored, and the next read tries again).
 */
export async function defaultReplies(language: string, newId: () => string): Promise<StoredSavedReply[] | null> {
  try {
    const response = await fetch(browser.runtime.getURL('/saved-reply-defaults.json'));
    // The extension's own file, as trusted as its code (its shape is checked by the unit tests).
    const all = (await response.json()) as Record<'en' | 'de', Default[]>;
    return all[language.toLowerCase().startsWith('de') ? 'de' : 'en'].map((r) => ({ ...r, id: newId() }));
  } catch {
    return null;
  }
}
