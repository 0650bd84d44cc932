import { t } from '@/lib/i18n';
import { addForCustomer } from '@/lib/queries/review-collect';
import { ReviewerReviewForm } from './ReviewerReviewForm';
import { ReviewFormBox, type WriteReviewProps } from './ReviewFormBox';

/** A review collected by phone, email or in the shop, added for the customer (found or created by email). */
export function AddCustomerReviewForm({ siteId, onReconnect }: Omit<WriteReviewProps, 'initialItemId'>) {
  return (
    <ReviewFormBox heading={t('reviewCollect.customerHeading')}>
      <ReviewerReviewForm
        siteId={siteId}
        label={t('reviewCollect.customerHeading')}
        reviewerLabels={{ name: t('reviewCollect.name'), email: t('reviewCollect.email') }}
        submitLabel={t('reviewCollect.addSubmit')}
        onReconnect={onReconnect}
        photoWriter="admin"
        send={addForCustomer(siteId)}
      >
        <p className="text-xs text-slate-600">{t('reviewCollect.customerHint')}</p>
      </ReviewerReviewForm>
    </ReviewFormBox>
  );
}
