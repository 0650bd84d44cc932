import { useQuery } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { memberSessionOptions } from '@/lib/queries/members';
import { writeAsMember } from '@/lib/queries/review-collect';
import { ReviewerReviewForm } from './ReviewerReviewForm';

/** Test the site's review flow as a member: the review comes from the member logged in for this site (Members tab). */
export function MemberReviewForm({
  siteId,
  onReconnect,
  initialItemId,
}: {
  siteId: string;
  onReconnect: () => void;
  initialItemId?: string;
}) {
  const session = useQuery(memberSessionOptions(siteId));
  const member = session.data?.member ?? null;
  return (
    <section
      aria-label={t('reviewCollect.memberHeading')}
      className="space-y-2 rounded border border-slate-200 bg-white p-3"
    >
      <h3 className="text-sm font-semibold">{t('reviewCollect.memberHeading')}</h3>
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
    </section>
  );
}
