// A saved reply's placeholders, filled in for one review: plain text in, plain text out (the reply
// editors are text areas, and the provider keeps a reply as text; nothing here is ever HTML).
//
// A placeholder is written in the text in people's words between braces, in English or in German,
// whatever the language of the screen: {first name} / {Vorname}, {item} / {Artikel}, {site} /
// {Website}, {title} / {Titel} (spaces and case don't matter). The editors insert them in the
// screen's language (`placeholderToken`), and either language's words are filled in any text, so a
// German reply saved from an English screen still works.
//
// A placeholder with no value reads naturally: the reviewer's first name and the review's title are
// left out with the comma, space or quotes that only served them ("Thank you, {first name}!" →
// "Thank you!"); the item and the site are said in general words instead ("the item", "our shop":
// `fallback`), since a sentence leans on them ("so glad the {item} arrived").

import { HIDDEN_MARKS } from '../first-name';

/** The placeholders a saved reply may hold. */
export const PLACEHOLDERS = ['firstName', 'item', 'site', 'title'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Each placeholder's words, in every language the extension speaks (lowercase, single spaces). */
const WORDS: Record<Placeholder, readonly string[]> = {
  firstName: ['first name', 'vorname'],
  item: ['item', 'artikel'],
  site: ['site', 'website'],
  title: ['title', 'titel'],
};

/** The placeholder's token as written in a text in `language` ('de' or else English). */
export function placeholderToken(placeholder: Placeholder, language: string): string {
  const german: Record<Placeholder, string> = {
    firstName: 'Vorname',
    item: 'Artikel',
    site: 'Website',
    title: 'Titel',
  };
  return `{${language.startsWith('de') ? german[placeholder] : WORDS[placeholder][0]}}`;
}

const TOKEN = /\{\s*([\p{L} ]{1,20}?)\s*\}/gu;

function placeholderOf(words: string): Placeholder | null {
  const said = words.toLowerCase().replace(/\s+/g, ' ');
  return PLACEHOLDERS.find((p) => WORDS[p].includes(said)) ?? null;
}

export type PlaceholderValues = Partial<Record<Placeholder, string | null>>;

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const MAX_VALUE = 120;

/**
 * A value as it goes into the text: on one line, without hidden marks, bounded; one written right to
 * left is isolated (first-strong isolate … pop) so the reply's own punctuation stays where it was
 * written ("Thank you, <name>!" keeps its "!" after the name in a left-to-right reply).
 */
function cleanValue(value: string | null | undefined): string {
  const text = (value ?? '').replace(HIDDEN_MARKS, '').replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE).trim();
  return RIGHT_TO_LEFT.test(text) ? `\u2068${text}\u2069` : text;
}

const OPEN_QUOTES = `"'“„«‹‘‚`;
const CLOSE_QUOTES = `"'”“»›’‘`;

/** Takes a placeholder with no value out from between `before` and `after`, with what only served it. */
function leaveOut(before: string, after: string): [string, string] {
  // Quotes around it ("{title}") go with it.
  if (before && after && OPEN_QUOTES.includes(before.at(-1)!) && CLOSE_QUOTES.includes(after[0]!)) {
    before = before.slice(0, -1);
    after = after.slice(1);
  }
  if (/(^|[\n.!?]\s*)$/.test(before)) {
    // "{first name}, thank you" → "Thank you": the comma after it goes, the next word starts the sentence.
    const rest = after.replace(/^[ \t]*[,;:]?[ \t]*/, '');
    return [before, rest.charAt(0).toLocaleUpperCase() + rest.slice(1)];
  }
  // "Thank you, {first name}!" → "Thank you!"; "Hi {first name}, thanks" → "Hi, thanks".
  return [before.replace(/[ \t]*[,;:]?[ \t]*$/, ''), after.replace(/^[ \t]+(?=[,.!?;:)])/, '')];
}

/**
 * The saved reply's text with its placeholders filled in for one review: each known placeholder by its
 * value (as text: a value is never read for placeholders again), or left out / said in general words
 * when it has none (`fallback`); braces that name no placeholder stay as written.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  fallback: Partial<Record<Placeholder, string>> = {},
): string {
  let out = '';
  let rest = text;
  // One pass from the left: what a value holds is never looked at again, so "{item}" in a name stays text.
  for (;;) {
    TOKEN.lastIndex = 0;
    const found = TOKEN.exec(rest);
    if (!found) break;
    const placeholder = placeholderOf(found[1]!);
    const head = rest.slice(0, found.index);
    const tail = rest.slice(found.index + found[0].length);
    if (!placeholder) {
      out += head + found[0];
      rest = tail;
      continue;
    }
    const value = cleanValue(values[placeholder]) || cleanValue(fallback[placeholder]);
    if (value) {
      out += head + value;
      rest = tail;
      continue;
    }
    // Left out: the text before it may lose its comma or space, the text after it its comma.
    [out, rest] = leaveOut(out + head, tail);
  }
  return out + rest;
}
