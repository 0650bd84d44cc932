import { t } from '@/lib/i18n';
import type { OpChoice } from './filter-model';

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

export const opLabel = (op: OpChoice): string => OP[op]();
