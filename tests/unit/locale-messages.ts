import { readdirSync } from 'node:fs';
import path from 'node:path';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';

export const LOCALES_DIR = path.resolve('locales');

/** The locales that have a messages file, e.g. ['de', 'en']. */
export const localeNames = (): string[] =>
  readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.yml'))
    .map((f) => f.slice(0, -'.yml'.length))
    .sort();

/** Parsed once per worker: the setup asks for English before every test file (about 50 ms a parse). */
const parsed = new Map<string, Promise<Map<string, string>>>();

/** A locale's messages as the browser sees them: Chrome message names (dots as underscores) → text. */
export function chromeMessages(locale: string): Promise<Map<string, string>> {
  let messages = parsed.get(locale);
  if (!messages) parsed.set(locale, (messages = parseChromeMessages(locale)));
  return messages;
}

async function parseChromeMessages(locale: string): Promise<Map<string, string>> {
  const messages = generateChromeMessages(await parseMessagesFile(path.join(LOCALES_DIR, `${locale}.yml`)));
  return new Map(Object.entries(messages).map(([name, m]) => [name, m.message]));
}

/** `browser.i18n.getMessage` over one locale's messages: `$1`…`$9` substituted, `$$` kept as `$`, '' when unknown. */
export function getMessageFrom(messages: Map<string, string>) {
  return (name: string, substitutions?: string | Array<string | number>): string => {
    const message = messages.get(name);
    if (message === undefined) return '';
    const subs = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
    return message.replace(/\$(\$|[1-9])/g, (_, c: string) => (c === '$' ? '$' : String(subs[Number(c) - 1] ?? '')));
  };
}
