import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromeMessages, localeNames } from '../locale-messages';

const placeholders = (message: string): string[] =>
  [...new Set(message.match(/\{[A-Za-z0-9_]+\}|\$[1-9]/g) ?? [])].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

describe('locales', () => {
  it('has English (the default) and German', () => {
    expect(localeNames()).toEqual(expect.arrayContaining(['en', 'de']));
  });

  it('every locale has exactly the keys of every other, with the same placeholders', async () => {
    const all = await Promise.all(
      localeNames().map(async (locale) => ({ locale, messages: await chromeMessages(locale) })),
    );
    const en = all.find((l) => l.locale === 'en')!.messages;
    for (const { locale, messages } of all) {
      expect({ locale, missing: [...en.keys()].filter((k) => !messages.has(k)) }).toEqual({ locale, missing: [] });
      expect({ locale, extra: [...messages.keys()].filter((k) => !en.has(k)) }).toEqual({ locale, extra: [] });
      for (const [key, message] of messages) {
        expect({ locale, key, placeholders: placeholders(message) }).toEqual({
          locale,
          key,
          placeholders: placeholders(en.get(key) ?? ''),
        });
        expect({ locale, key, empty: message.trim() === '' }).toEqual({ locale, key, empty: false });
      }
    }
  });

  it("every t('…') and plural('…') key in the source exists in the English locale", async () => {
    const en = await chromeMessages('en');
    const used = ['components', 'lib', 'entrypoints'].flatMap((dir) =>
      sourceFiles(path.resolve(dir)).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const keys = [...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]!);
        const plurals = [...text.matchAll(/\bplural\(\s*'([^']+)'/g)].map((m) => `${m[1]!}.other`);
        return [...keys, ...plurals].map((key) => ({ file: path.relative(process.cwd(), file), key }));
      }),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter(({ key }) => !en.has(key.replaceAll('.', '_')))).toEqual([]);
  });
});
