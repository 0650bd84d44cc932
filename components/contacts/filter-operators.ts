import {
  CONTACT_FILTER_FIELDS,
  EXTENDED_FIELD_PREFIX,
  MEMBERSHIP_FIELD,
  MEMBERSHIP_STATUSES,
  SUBSCRIPTION_FIELD,
  SUBSCRIPTION_STATUSES,
  type ExtendedFieldDef,
} from '@/lib/messaging/contacts';
import type { FieldKind, OpChoice } from '../common/filter/filter-model';

// What the Contacts filter may ask of each field: only the comparisons the provider's sort-and-filter
// guide lists for it (docs/provider-contract.md §3.3); a real site refuses any other field or operator.
// No words here (filter-fields.ts adds them), so the contract tests can send every combination.

export type ContactFilterFieldName = (typeof CONTACT_FILTER_FIELDS)[number];

/** `$eq $ne $in $exists $startsWith` (names, emails, phones, company, job title, city). */
const TEXT: readonly OpChoice[] = ['eq', 'ne', 'startsWith', 'anyOf', 'exists', 'notExists'];
/** `$eq $ne $in $exists` (country, id). */
const EXACT: readonly OpChoice[] = ['eq', 'ne', 'anyOf', 'exists', 'notExists'];
/** `$eq $ne $gt $lt $gte $lte` on a day (birthdate, a date field). */
const DAY: readonly OpChoice[] = ['eq', 'from', 'before'];
/** The same on a moment: "on" a moment means nothing to a person, so from / before. */
const MOMENT: readonly OpChoice[] = ['from', 'before'];
/** `$eq $ne $in $nin` (the Wix-defined extended fields; "not any of" is the negated "any of"). */
const STATUS: readonly OpChoice[] = ['eq', 'ne', 'anyOf'];

export const CONTACT_FIELD_RULES: Record<ContactFilterFieldName, { kind: FieldKind; ops: readonly OpChoice[] }> = {
  'info.labelKeys': { kind: 'list', ops: ['anyOf', 'allOf'] },
  [SUBSCRIPTION_FIELD]: { kind: 'enum', ops: STATUS },
  [MEMBERSHIP_FIELD]: { kind: 'enum', ops: STATUS },
  'lastActivity.activityDate': { kind: 'date', ops: MOMENT },
  createdDate: { kind: 'date', ops: MOMENT },
  updatedDate: { kind: 'date', ops: MOMENT },
  'info.name.first': { kind: 'text', ops: TEXT },
  'info.name.last': { kind: 'text', ops: TEXT },
  'primaryInfo.email': { kind: 'text', ops: TEXT },
  'primaryInfo.phone': { kind: 'text', ops: TEXT },
  // Lists, but the provider takes text comparisons on them: one of the contact's emails matches.
  'info.emails.email': { kind: 'text', ops: TEXT },
  'info.phones.phone': { kind: 'text', ops: TEXT },
  'info.company': { kind: 'text', ops: TEXT },
  'info.jobTitle': { kind: 'text', ops: TEXT },
  'info.birthdate': { kind: 'day', ops: DAY },
  'info.addresses.city': { kind: 'text', ops: TEXT },
  'info.addresses.country': { kind: 'text', ops: EXACT },
  id: { kind: 'id', ops: EXACT },
};

export const CONTACT_FIELD_VALUES: Partial<Record<ContactFilterFieldName, readonly string[]>> = {
  [SUBSCRIPTION_FIELD]: SUBSCRIPTION_STATUSES,
  [MEMBERSHIP_FIELD]: MEMBERSHIP_STATUSES,
};

/** A site's own extended field, by data type: text and URL `$eq $ne $in $startsWith`; numbers and dates ranges. */
const EXTENDED_RULES: Readonly<Record<string, { kind: FieldKind; ops: readonly OpChoice[] }>> = {
  TEXT: { kind: 'text', ops: ['eq', 'ne', 'startsWith', 'anyOf'] },
  URL: { kind: 'text', ops: ['eq', 'ne', 'startsWith', 'anyOf'] },
  NUMBER: { kind: 'number', ops: ['eq', 'ne', 'from', 'before'] },
  DATE: { kind: 'day', ops: DAY },
};

export const isContactFilterField = (f: string): f is ContactFilterFieldName => Object.hasOwn(CONTACT_FIELD_RULES, f);

/** The fields a site's contacts are filtered by (the site's own extended fields after the provider's), each with its kind and comparisons. */
export function contactFieldRules(extended: readonly ExtendedFieldDef[]) {
  const custom = new Map(
    extended.filter((f) => f.fieldType !== 'SYSTEM').map((f) => [`${EXTENDED_FIELD_PREFIX}${f.key}`, f]),
  );
  const rule = (f: string) =>
    isContactFilterField(f)
      ? CONTACT_FIELD_RULES[f]
      : (EXTENDED_RULES[custom.get(f)?.dataType ?? 'TEXT'] ?? EXTENDED_RULES.TEXT!);
  return {
    names: [...CONTACT_FILTER_FIELDS, ...custom.keys()],
    custom,
    kind: (f: string): FieldKind => rule(f).kind,
    ops: (f: string): readonly OpChoice[] => rule(f).ops,
  };
}
