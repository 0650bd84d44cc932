import { t } from '@/lib/i18n';
import { writeAsVisitor } from '@/lib/queries/review-collect';
import { ReviewerReviewForm } from './ReviewerReviewForm';
import { VisitorClientSetting } from './VisitorClientSetting';

/** Test the site's review flow: write a review the way a visitor of the site would (anonymous visitor token). */
export function VisitorReviewForm({
  siteId,
  onReconnect,
  initialItemId,
}: {
  siteId: string;
  onReconnect: () => void;
  initialItemId?: string;
}) {
  return (
    <section
      aria-label={t('reviewCollect.visitorHeading')}
      className="space-y-2 rounded border border-slate-200 bg-white p-3"
    >
      <h3 className="text-sm font-semibold">{t('reviewCollect.visitorHeading')}</h3>
      <VisitorClientSetting siteId={siteId}>
        <ReviewerReviewForm
          siteId={siteId}
          initialItemId={initialItemId}
          label={t('reviewCollect.visitorHeading')}
          reviewerLabels={{ name: t('reviewCollect.visitorName'), email: t('reviewCollect.visitorEmail') }}
          submitLabel={t('reviewCollect.writeSubmit')}
          onReconnect={onReconnect}
          photoWriter="visitor"
          send={writeAsVisitor(siteId)}
        />
      </VisitorClientSetting>
    </section>
  );
}
