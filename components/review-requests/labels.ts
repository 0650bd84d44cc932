import type { FailureReason, ReviewRequestStatus } from '@/lib/messaging/review-requests';
import { t } from '@/lib/i18n';

export function statusText(s: ReviewRequestStatus): string {
  switch (s) {
    case 'SCHEDULED':
      return t('reviewRequests.status.SCHEDULED');
    case 'SENT':
      return t('reviewRequests.status.SENT');
    case 'FAILED':
      return t('reviewRequests.status.FAILED');
    case 'CANCELED':
      return t('reviewRequests.status.CANCELED');
    default:
      return t('reviewRequests.status.UNKNOWN');
  }
}

/** The failure reasons of docs/product.md §3.4, in words. */
export function failureReasonText(r: FailureReason): string {
  switch (r) {
    case 'BOUNCED':
      return t('reviewRequests.reason.BOUNCED');
    case 'SUBSCRIPTION_INACTIVE':
      return t('reviewRequests.reason.SUBSCRIPTION_INACTIVE');
    case 'ACTIVATION_FAILED':
      return t('reviewRequests.reason.ACTIVATION_FAILED');
    default:
      return t('reviewRequests.reason.UNKNOWN');
  }
}
