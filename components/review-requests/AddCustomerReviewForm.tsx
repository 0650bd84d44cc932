import { t } from '@/lib/i18n';
import { addForCustomer } from '@/lib/queries/review-collect';
import { ReviewerReviewForm } from './ReviewerReviewForm';

/** A review collected by phone, email or in the shop, added for the customer (found or created by email). */
export function AddCustomerReviewForm({ siteId, onReconnect }: { siteId: string; onReconnect: () => void }) {
  return (
    <div className="space-y-2 rounded border border-slate-200 bg-white p-3">
      <h3 className="text-sm font-semibold">{t('reviewCollect.customerHeading')}</h3>
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
    </div>
  );
}
