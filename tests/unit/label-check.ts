import { expect } from 'vitest';
import { chromeMessages } from './locale-messages';

/** The SDK's runtime enum's values (a TypeScript string enum object). */
export const valuesOf = (sdkEnum: Record<string, string>): string[] => Object.values(sdkEnum);

/**
 * Every value the SDK declares has a label key in `map`, and that key has a non-empty text in every
 * language, which is not the value itself (a code on screen).
 */
export async function expectEveryValueWorded(
  sdkEnum: Record<string, string>,
  map: Readonly<Record<string, string>>,
): Promise<void> {
  const languages = { en: await chromeMessages('en'), de: await chromeMessages('de') };
  const values = valuesOf(sdkEnum);
  expect(values.length).toBeGreaterThan(0);
  expect(
    values.filter((v) => !Object.hasOwn(map, v)),
    'SDK values without a label',
  ).toEqual([]);
  expect(
    Object.keys(map).filter((k) => !values.includes(k)),
    'labels for values the SDK does not declare',
  ).toEqual([]);
  for (const [lang, messages] of Object.entries(languages))
    for (const value of values) {
      const text = messages.get(map[value]!.replaceAll('.', '_'));
      expect(text, `${lang}: ${value} → ${map[value]}`).toBeTruthy();
      expect(text, `${lang}: ${value} is shown as a code`).not.toBe(value);
    }
}
