import type { CollectedReview } from '@/lib/messaging/review-collect';
import { isPending } from '@/lib/messaging/wire/review-status';
import { t } from '@/lib/i18n';
import { TechnicalDetails } from '../common/TechnicalDetails';
import { moderationLabel } from '../reviews/labels';

/** What the provider answered for a review just written: its state in words; its ids for support only. */
export function CollectedResult({ review }: { review: CollectedReview }) {
  return (
    <div
      role="status"
      className="space-y-1 rounded border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-900"
      data-testid="collected-review"
      data-review-id={review.id}
      data-status={review.status}
    >
      <p>
        {t('reviewCollect.added', { author: review.authorName || t('common.anonymous') })}{' '}
        {t('reviewCollect.providerState')}{' '}
        <strong data-testid="collected-status">{moderationLabel(review.status)}</strong>
        {isPending(review.status)
          ? ` (${t('reviewCollect.waitsForModeration')})`
          : review.status === 'APPROVED'
            ? ` (${t('reviewCollect.published')})`
            : ''}
        .
      </p>
      <TechnicalDetails
        rows={[
          { label: t('reviewCollect.techReview'), value: review.id },
          { label: t('reviewCollect.techContact'), value: review.contactId },
        ]}
      />
    </div>
  );
}
