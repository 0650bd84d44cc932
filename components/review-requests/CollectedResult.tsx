import type { CollectedReview } from '@/lib/messaging/review-collect';
import { t } from '@/lib/i18n';

/** What the provider answered for a review just written: its state as it is, and the contact it belongs to. */
export function CollectedResult({ review }: { review: CollectedReview }) {
  return (
    <p
      role="status"
      className="rounded border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-900"
      data-testid="collected-review"
      data-review-id={review.id}
    >
      {t('reviewCollect.added', { author: review.authorName || t('common.anonymous') })}{' '}
      {t('reviewCollect.providerState')} <code data-testid="collected-status">{review.status}</code>
      {review.status === 'IN_MODERATION' || review.status === 'SUBMITTED'
        ? ` (${t('reviewCollect.waitsForModeration')})`
        : review.status === 'APPROVED'
          ? ` (${t('reviewCollect.published')})`
          : ''}
      . <span className="text-xs">{t('reviewCollect.contact', { id: review.contactId })}</span>
    </p>
  );
}
