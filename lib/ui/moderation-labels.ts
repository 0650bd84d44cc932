import type { PlainKey } from '../i18n';
import type { ModerationStatus } from '../messaging/reviews';

// A review's moderation status in people's words, for every place that shows one: the desk's card,
// the contact card's "Reviews by this contact", a review just written, and a live page's controls.
// No schema library here: the content script imports it. Both waiting statuses read "Pending".

export const MODERATION_LABEL: Record<ModerationStatus, PlainKey> = {
  UNKNOWN: 'moderation.UNKNOWN',
  APPROVED: 'moderation.APPROVED',
  REJECTED: 'moderation.REJECTED',
  IN_MODERATION: 'moderation.PENDING',
  SUBMITTED: 'moderation.PENDING',
};
