// Every UI text and every formatted date or number goes through here. Messages live in
// locales/<lang>.yml; @wxt-dev/i18n builds them into _locales/ and types the keys (docs/i18n.md).
import { i18n, type GeneratedI18nStructure } from '#i18n';
import { browser } from 'wxt/browser';
import { ageUnit } from './age-unit';

export type MessageKey = keyof GeneratedI18nStructure;

type Texts = GeneratedI18nStructure;
/** A text with no placeholder (a button's label), for keys chosen at run time from a declared set. */
export type PlainKey = {
  [K in MessageKey]: Texts[K] extends { namedSubstitutions: readonly string[] }
    ? never
    : Texts[K] extends { plural: false; substitutions: 0 }
      ? K
      : never;
}[MessageKey];
/** A text with named placeholders: `{requestId}`. */
type NamedKey = {
  [K in MessageKey]: Texts[K] extends { namedSubstitutions: readonly string[] } ? K : never;
}[MessageKey];
type NamesOf<K extends NamedKey> = Texts[K] extends { namedSubstitutions: readonly (infer N extends string)[] }
  ? N
  : never;

/**
 * A message by key, typed: `t('reviews.approve')`, `t('errors.requestId', { requestId })`. The same
 * function as @wxt-dev/i18n's `t`, typed against the two key sets once: its own typing intersects each
 * call's key with a mapped union of every key, per overload, which cost about a minute of `tsc`.
 */
export const t = i18n.t as unknown as {
  (key: PlainKey): string;
  <K extends NamedKey>(key: K, values: { [N in NamesOf<K>]: string | number }): string;
};
/** A text about one review's author: `{author}`. */
export type AuthorKey = {
  [K in MessageKey]: Texts[K] extends { namedSubstitutions: readonly ['author'] } ? K : never;
}[MessageKey];

// `t` is typed per key, so a call with a union of keys (a declared action's label) makes the
// compiler relate the whole union to every overload: seconds per call site. These two take the
// union as already checked by its type.
const untyped = i18n.t as (key: string, substitutions?: Record<string, string>) => string;
/** The text of a key picked at run time from a declared set of placeholder-free texts. */
export const tPlain = (key: PlainKey): string => untyped(key);
/** The text of a key picked at run time from a declared table, with the values it names. */
export const tValues = (key: MessageKey, values: Record<string, string>): string => untyped(key, values);
/** The text of a key picked at run time from a declared set of texts about an author. */
export const tAuthor = (key: AuthorKey, author: string): string => untyped(key, { author });

/** Keys with plural forms: a group in the locale file with `one` / `other` (and any other CLDR category). */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? Base : never }[MessageKey];

/**
 * The locale for Intl: the browser's UI language when the messages are in that language (en-GB
 * keeps its date order), else the messages' own language, so a sentence and its dates agree.
 */
export function uiLocale(): string {
  const messages = t('meta.locale') || 'en';
  const ui = browser.i18n.getUILanguage().replace('_', '-');
  return ui.split('-')[0] === messages ? ui : messages;
}

/** A message whose key is built at run time (a provider enum value): '' when there is none. */
export function tKey(key: string): string {
  return (i18n.t as (key: string) => string)(key) ?? '';
}

/**
 * A count in words, e.g. `plural('reviews.count', 1200)` → "1,200 reviews"; the form by Intl.PluralRules.
 * A sentence whose words agree with the count takes its other values by name:
 * `plural('contacts.merge.confirm', 2, { name })` → "2 contacts will be merged into Dana and removed."
 */
export function plural(key: PluralKey, count: number, named?: Readonly<Record<string, string>>): string {
  const locale = uiLocale();
  const category = formatter(pluralRules, locale, undefined, () => new Intl.PluralRules(locale)).select(count);
  const formatted = formatNumber(count);
  // The form's key is built at run time, so this one lookup goes through the untyped signature.
  const lookup = i18n.t as (key: string, substitutions: string[]) => string;
  const text =
    (category === 'other' ? '' : lookup(`${key}.${category}`, [formatted])) || lookup(`${key}.other`, [formatted]);
  return named
    ? text.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(named, name) ? named[name]! : all))
    : text;
}

// Building an Intl formatter costs far more than using one (a desk page of cards formats dozens of
// dates): each locale and options pair is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function formatter<F>(cache: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let made = cache.get(key);
  if (!made) cache.set(key, (made = make()));
  return made;
}

/** A number in the UI's locale: `formatNumber(1234.5)` → "1,234.5" (en) / "1.234,5" (de). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  // A whole number below 1000 reads the same in every locale of the messages (Latin digits, no
  // grouping): no formatter, whose first build costs a live page ~15 ms (its strip's count).
  if (options === undefined && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const locale = uiLocale();
  return formatter(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A date (Date, ISO string or epoch ms) in the UI's locale; '' for a missing or invalid date. */
export function formatDate(
  value: Date | string | number | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = uiLocale();
  return formatter(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/**
 * When something happened, as a list sorted by time needs it: today and yesterday with the time
 * ("today at 2:05 PM", "gestern um 09:12"), so the order of many on one day can be seen; an older or
 * later day as its date. Calendar days of the admin's time zone; '' for a missing or invalid date.
 */
export function formatWhen(value: string | number | null | undefined, now = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  const tomorrow = new Date(today);
  tomorrow.setDate(today.getDate() + 1);
  if (date < yesterday || date >= tomorrow) return formatDate(date);
  const time = formatDate(date, { timeStyle: 'short' });
  return date < today ? t('common.yesterdayAt', { time }) : t('common.todayAt', { time });
}

/**
 * How long ago a moment was, in the UI's locale and in words people use: "3 minutes ago",
 * "vor 2 Stunden", "yesterday"; null under a minute (the caller says "a moment ago" its own way).
 */
export function formatAge(at: number, now = Date.now()): string | null {
  const age = ageUnit(at, now);
  if (!age) return null;
  const locale = uiLocale();
  const options = { numeric: 'auto' } as const;
  return formatter(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options)).format(...age);
}
