import { t } from '@/lib/i18n';
import type { FilterField } from '@/lib/messaging/members';
import type { OpChoice } from './filter-model';

const FIELD: Record<FilterField, () => string> = {
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

const OP: Record<OpChoice, () => string> = {
  eq: () => t('members.op.eq'),
  ne: () => t('members.op.ne'),
  anyOf: () => t('members.op.anyOf'),
  allOf: () => t('members.op.allOf'),
  startsWith: () => t('members.op.startsWith'),
  contains: () => t('members.op.contains'),
  exists: () => t('members.op.exists'),
  notExists: () => t('members.op.notExists'),
  from: () => t('members.op.from'),
  before: () => t('members.op.before'),
};

export const fieldLabel = (f: FilterField): string => FIELD[f]();
export const opLabel = (op: OpChoice): string => OP[op]();
