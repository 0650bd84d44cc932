import { t } from '@/lib/i18n';
import {
  ContactFilterField,
  EXTENDED_FIELD_PREFIX,
  MEMBERSHIP_FIELD,
  SUBSCRIPTION_FIELD,
} from '@/lib/messaging/contacts';
import type { ExtendedFieldDef } from '@/lib/messaging/contacts';
import type { FilterFields } from '../common/filter/filter-model';
import {
  CONTACT_FIELD_VALUES,
  contactFieldRules,
  isContactFilterField,
  type ContactFilterFieldName,
} from './filter-operators';
import { membershipLabel, subscriptionLabel } from './labels';

const LABEL: Record<ContactFilterFieldName, () => string> = {
  'info.labelKeys': () => t('contacts.field.labels'),
  [SUBSCRIPTION_FIELD]: () => t('contacts.field.subscription'),
  [MEMBERSHIP_FIELD]: () => t('contacts.field.memberStatus'),
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

const VALUE_LABEL: Partial<Record<ContactFilterFieldName, (v: string) => string>> = {
  [SUBSCRIPTION_FIELD]: subscriptionLabel,
  [MEMBERSHIP_FIELD]: membershipLabel,
};

/** The contact fields the filter builder offers, in people's words (filter-operators.ts says what each takes). */
export function contactFilterFields(extended: readonly ExtendedFieldDef[]): FilterFields {
  const rules = contactFieldRules(extended);
  return {
    names: rules.names,
    kind: rules.kind,
    ops: rules.ops,
    enumValues: (f) => (isContactFilterField(f) ? CONTACT_FIELD_VALUES[f] : undefined),
    label: (f) =>
      isContactFilterField(f) ? LABEL[f]() : (rules.custom.get(f)?.name ?? f.slice(EXTENDED_FIELD_PREFIX.length)),
    valueLabel: (f, v) => (isContactFilterField(f) ? (VALUE_LABEL[f]?.(v) ?? v) : v),
    accepts: (f) => ContactFilterField.safeParse(f).success,
  };
}
