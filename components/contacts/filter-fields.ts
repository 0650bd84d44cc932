import { t } from '@/lib/i18n';
import {
  CONTACT_FILTER_FIELDS,
  CONTACT_MEMBER_STATUSES,
  ContactFilterField,
  EXTENDED_FIELD_PREFIX,
  SOURCE_TYPES,
  SUBSCRIPTION_STATUSES,
  type ExtendedFieldDef,
} from '@/lib/messaging/contacts';
import type { FieldKind, FilterFields } from '../common/filter/filter-model';
import { ACTIVITY_LABELS, activityLabel, memberStatusLabel, sourceLabel, subscriptionLabel } from './labels';

type Field = (typeof CONTACT_FILTER_FIELDS)[number];

const KIND: Record<Field, FieldKind> = {
  'info.labelKeys': 'list',
  'primaryEmail.subscriptionStatus': 'enum',
  'memberInfo.status': 'enum',
  'source.sourceType': 'enum',
  'lastActivity.activityType': 'enum',
  'lastActivity.activityDate': 'date',
  createdDate: 'date',
  updatedDate: 'date',
  'info.name.first': 'text',
  'info.name.last': 'text',
  'primaryInfo.email': 'text',
  'primaryInfo.phone': 'text',
  'info.emails.email': 'list',
  'info.phones.phone': 'list',
  'info.company': 'text',
  'info.jobTitle': 'text',
  'info.birthdate': 'day',
  'info.addresses.city': 'list',
  'info.addresses.country': 'list',
  id: 'id',
};

/** The activity types the filter offers: every one the provider declares (docs/product.md §3.2). */
const ACTIVITY_TYPES = Object.keys(ACTIVITY_LABELS);

const ENUMS: Partial<Record<Field, readonly string[]>> = {
  'primaryEmail.subscriptionStatus': SUBSCRIPTION_STATUSES,
  'memberInfo.status': CONTACT_MEMBER_STATUSES,
  'source.sourceType': SOURCE_TYPES,
  'lastActivity.activityType': ACTIVITY_TYPES,
};

const LABEL: Record<Field, () => string> = {
  'info.labelKeys': () => t('contacts.field.labels'),
  'primaryEmail.subscriptionStatus': () => t('contacts.field.subscription'),
  'memberInfo.status': () => t('contacts.field.memberStatus'),
  'source.sourceType': () => t('contacts.field.source'),
  'lastActivity.activityType': () => t('contacts.field.activityType'),
  'lastActivity.activityDate': () => t('contacts.field.activityDate'),
  createdDate: () => t('contacts.field.created'),
  updatedDate: () => t('contacts.field.updated'),
  'info.name.first': () => t('contacts.form.firstName'),
  'info.name.last': () => t('contacts.form.lastName'),
  'primaryInfo.email': () => t('contacts.field.primaryEmail'),
  'primaryInfo.phone': () => t('contacts.field.primaryPhone'),
  'info.emails.email': () => t('contacts.card.emails'),
  'info.phones.phone': () => t('contacts.card.phones'),
  'info.company': () => t('contacts.form.company'),
  'info.jobTitle': () => t('contacts.form.jobTitle'),
  'info.birthdate': () => t('contacts.card.birthdate'),
  'info.addresses.city': () => t('contacts.form.city'),
  'info.addresses.country': () => t('contacts.form.country'),
  id: () => t('contacts.field.id'),
};

const isField = (f: string): f is Field => (CONTACT_FILTER_FIELDS as readonly string[]).includes(f);
const VALUE_LABEL: Partial<Record<Field, (v: string) => string>> = {
  'primaryEmail.subscriptionStatus': subscriptionLabel,
  'memberInfo.status': memberStatusLabel,
  'source.sourceType': sourceLabel,
  'lastActivity.activityType': activityLabel,
};

const EXTENDED_KIND: Record<string, FieldKind> = { NUMBER: 'number', DATE: 'day', URL: 'text', TEXT: 'text' };

/** The contact fields the filter builder offers: the provider's filterable fields and the site's extended fields. */
export function contactFilterFields(extended: readonly ExtendedFieldDef[]): FilterFields {
  const byName = new Map(extended.map((f) => [`${EXTENDED_FIELD_PREFIX}${f.key}`, f]));
  return {
    names: [...CONTACT_FILTER_FIELDS, ...byName.keys()],
    kind: (f) => (isField(f) ? KIND[f] : (EXTENDED_KIND[byName.get(f)?.dataType ?? 'TEXT'] ?? 'text')),
    enumValues: (f) => (isField(f) ? ENUMS[f] : undefined),
    label: (f) => (isField(f) ? LABEL[f]() : (byName.get(f)?.name ?? f.slice(EXTENDED_FIELD_PREFIX.length))),
    valueLabel: (f, v) => (isField(f) ? (VALUE_LABEL[f]?.(v) ?? v) : v),
    accepts: (f) => ContactFilterField.safeParse(f).success,
  };
}
