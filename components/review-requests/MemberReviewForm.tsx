import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { memberSessionOptions } from '@/lib/queries/members';
import { writeAsMember } from '@/lib/queries/review-collect';
import { ReviewerReviewForm } from './ReviewerReviewForm';
import { ReviewFormBox, type WriteReviewProps } from './ReviewFormBox';

/** Test the site's review flow as a member: the review comes from the member logged in for this site (Members tab). */
export function MemberReviewForm({ siteId, onReconnect, initialItemId }: WriteReviewProps) {
  const session = useQuery(memberSessionOptions(siteId));
  const member = session.data?.member ?? null;
  return (
    <ReviewFormBox heading={t('reviewCollect.memberHeading')}>
      {session.data && !member && <p className="text-xs text-slate-600">{t('reviewCollect.memberNeedsLogin')}</p>}
      {member && (
        <ReviewerReviewForm
          siteId={siteId}
          initialItemId={initialItemId}
          label={t('reviewCollect.memberHeading')}
          submitLabel={t('reviewCollect.writeSubmit')}
          onReconnect={onReconnect}
          photoWriter="member"
          send={writeAsMember(siteId)}
        >
          <p className="text-xs text-slate-600" data-testid="review-as-member">
            {t('reviewCollect.memberFrom', { name: member.nickname })}
          </p>
        </ReviewerReviewForm>
      )}
    </ReviewFormBox>
  );
}
