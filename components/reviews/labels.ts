import { tPlain, type PlainKey } from '@/lib/i18n';
import { MODERATION_LABEL } from '@/lib/ui/moderation-labels';
import type {
  AuthorType,
  BulkAction,
  ModerationStatus,
  ReviewFilter,
  ReviewSort,
  ReviewSource,
} from '@/lib/messaging/reviews';

// Every review enum the desk shows, in people's words: one typed map per enum, so a value without a
// label fails to compile (tests/unit/reviews/labels.test.ts checks them against the SDK's own enums).

export { MODERATION_LABEL };

/** A status as the filter offers it: the two waiting statuses apart. */
export type FilterStatus = NonNullable<ReviewFilter['statuses']>[number];
export const FILTER_STATUS_LABEL: Record<FilterStatus, PlainKey> = {
  IN_MODERATION: 'desk.status_IN_MODERATION',
  SUBMITTED: 'desk.status_SUBMITTED',
  APPROVED: 'desk.status_APPROVED',
  REJECTED: 'desk.status_REJECTED',
};

export const AUTHOR_TYPE_LABEL: Record<AuthorType, PlainKey> = {
  MEMBER: 'desk.member',
  VISITOR: 'desk.visitor',
  UNKNOWN: 'desk.authorUnknown',
};

export const SORT_LABEL: Record<ReviewSort, PlainKey> = {
  newest: 'desk.sortNewest',
  oldest: 'desk.sortOldest',
  highest: 'desk.sortHighest',
  lowest: 'desk.sortLowest',
};

export const BULK_ACTION_LABEL: Record<BulkAction, PlainKey> = {
  APPROVED: 'reviews.approve',
  REJECTED: 'reviews.reject',
  DELETE: 'desk.delete',
};

export const SOURCE_LABEL: Record<ReviewSource['type'], PlainKey> = {
  REVIEW_REQUEST: 'desk.fromRequest',
};

/** The filter's yes / no choices (reply, verified). */
export const YES_NO_LABEL: Record<'yes' | 'no', PlainKey> = { yes: 'desk.yes', no: 'desk.no' };

/** A status the provider added after this build reads as "Unknown", never as a code. */
export const moderationLabel = (status: ModerationStatus): string =>
  tPlain(Object.hasOwn(MODERATION_LABEL, status) ? MODERATION_LABEL[status] : MODERATION_LABEL.UNKNOWN);
export const filterStatusLabel = (status: FilterStatus): string => tPlain(FILTER_STATUS_LABEL[status]);
export const authorTypeLabel = (type: AuthorType): string => tPlain(AUTHOR_TYPE_LABEL[type]);
export const sortLabel = (sort: ReviewSort): string => tPlain(SORT_LABEL[sort]);
export const bulkActionLabel = (action: BulkAction): string => tPlain(BULK_ACTION_LABEL[action]);
export const yesNoLabel = (v: 'yes' | 'no'): string => tPlain(YES_NO_LABEL[v]);
