import { t } from '@/lib/i18n';
import { FILTER_FIELDS, type FilterField } from '@/lib/messaging/members';
import type { FieldKind, FilterFields } from '../common/filter/filter-model';
import { privacyLabel, statusLabel } from './labels';

const KIND: Record<FilterField, FieldKind> = {
  status: 'enum',
  privacyStatus: 'enum',
  loginEmail: 'text',
  'profile.nickname': 'text',
  'profile.slug': 'text',
  'contact.firstName': 'text',
  'contact.lastName': 'text',
  contactId: 'id',
  id: 'id',
  createdDate: 'date',
};

/** The values the provider knows for the enum fields. */
const ENUM_VALUES: Partial<Record<FilterField, readonly string[]>> = {
  status: ['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'],
  privacyStatus: ['PUBLIC', 'PRIVATE'],
};

const LABEL: Record<FilterField, () => string> = {
  status: () => t('members.field.status'),
  privacyStatus: () => t('members.field.privacy'),
  loginEmail: () => t('members.field.loginEmail'),
  'profile.nickname': () => t('members.field.nickname'),
  'profile.slug': () => t('members.field.slug'),
  'contact.firstName': () => t('members.field.firstName'),
  'contact.lastName': () => t('members.field.lastName'),
  contactId: () => t('members.field.contactId'),
  id: () => t('members.field.id'),
  createdDate: () => t('members.field.created'),
};

const isField = (f: string): f is FilterField => (FILTER_FIELDS as readonly string[]).includes(f);

/** The member fields the filter builder offers (the provider's filterable member fields). */
export const memberFilterFields: FilterFields = {
  names: FILTER_FIELDS,
  kind: (f) => (isField(f) ? KIND[f] : 'text'),
  enumValues: (f) => (isField(f) ? ENUM_VALUES[f] : undefined),
  label: (f) => (isField(f) ? LABEL[f]() : f),
  valueLabel: (f, v) => (f === 'status' ? statusLabel(v) : f === 'privacyStatus' ? privacyLabel(v) : v),
};
