import { t } from '@/lib/i18n';

// One set of human labels for both readings of docs/product.md §3.1 (member and contact / second reading).
// A value not listed here is shown as itself.

const statusLabels: Record<string, () => string> = {
  UNKNOWN: () => t('members.label.unknown'),
  UNDEFINED_STATUS: () => t('members.label.unknown'),
  PENDING: () => t('members.label.pending'),
  APPLICANT: () => t('members.label.pending'),
  APPROVED: () => t('members.label.approved'),
  ACTIVE: () => t('members.label.approved'),
  INACTIVE: () => t('members.label.inactive'),
  BLOCKED: () => t('members.label.blocked'),
  OFFLINE: () => t('members.label.offline'),
  OFFLINE_ONLY: () => t('members.label.offline'),
  DELETED: () => t('members.label.deleted'),
};

const privacyLabels: Record<string, () => string> = {
  UNKNOWN: () => t('members.label.unknown'),
  UNDEFINED: () => t('members.label.unknown'),
  PUBLIC: () => t('members.label.public'),
  PRIVATE: () => t('members.label.private'),
  COMMUNITY: () => t('members.label.community'),
};

const activityLabels: Record<string, () => string> = {
  UNKNOWN: () => t('members.label.unknown'),
  ACTIVE: () => t('members.label.active'),
  MUTED: () => t('members.label.muted'),
};

const label = (map: Record<string, () => string>, value: string): string =>
  Object.hasOwn(map, value) ? map[value]!() : value;

export const statusLabel = (value: string): string => label(statusLabels, value);
export const privacyLabel = (value: string): string => label(privacyLabels, value);
export const activityLabel = (value: string): string => label(activityLabels, value);
