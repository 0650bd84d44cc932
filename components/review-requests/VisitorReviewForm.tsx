import { t } from '@/lib/i18n';
import { writeAsVisitor } from '@/lib/queries/review-collect';
import { ReviewerReviewForm } from './ReviewerReviewForm';
import { ReviewFormBox, type WriteReviewProps } from './ReviewFormBox';
import { VisitorClientSetting } from './VisitorClientSetting';

/** Test the site's review flow: write a review the way a visitor of the site would (anonymous visitor token). */
export function VisitorReviewForm({ siteId, onReconnect, initialItemId }: WriteReviewProps) {
  return (
    <ReviewFormBox heading={t('reviewCollect.visitorHeading')}>
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
    </ReviewFormBox>
  );
}
