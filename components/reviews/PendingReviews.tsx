import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModerationDecision } from '@/lib/messaging/reviews';
import { sendAdmin } from '@/lib/messaging/send';
import { formatNumber, t } from '@/lib/i18n';
import { pendingCountOptions, pendingReviewsOptions, reviewKeys } from '@/lib/queries/reviews';
import { ErrorNotice } from '../common/ErrorNotice';
import { useToast } from '../common/Toast';
import { ReviewCard } from './ReviewCard';

/** The reviews of the site waiting for moderation, newest first, with Approve / Reject on each. */
export function PendingReviews({ siteId, onReconnect, onConnectApp }: { siteId: string; onReconnect: () => void; onConnectApp: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  // Cursor history: back goes to the cursor we came from (the provider's prev cursor would do too).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useQuery(pendingReviewsOptions(siteId, cursor));
  const count = useQuery(pendingCountOptions(siteId));
  const moderate = useMutation({
    mutationFn: (v: { reviewId: string; status: ModerationDecision }) => sendAdmin('reviews.moderate', { siteId, ...v }),
    onSuccess: (review) => {
      const author = review.authorName || t('common.anonymous');
      toast(review.status === 'APPROVED' ? t('reviews.approvedToast', { author }) : t('reviews.rejectedToast', { author }));
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });

  return (
    <section aria-label={t('reviews.pendingRegion')} className="space-y-3 p-4">
      <h2 className="text-sm font-semibold">
        {t('reviews.pendingHeading')}{' '}
        <span data-testid="pending-count">{count.data ? formatNumber(count.data.count) : '…'}</span>
      </h2>
      {count.error && <ErrorNotice error={count.error} onReconnect={onReconnect} />}
      {moderate.error && <ErrorNotice error={moderate.error} onReconnect={onReconnect} onConnectApp={onConnectApp} />}
      {page.error && <ErrorNotice error={page.error} onReconnect={onReconnect} />}
      {page.isPending && <p className="text-sm text-slate-500">{t('reviews.loading')}</p>}
      {page.data && page.data.reviews.length === 0 && <p className="text-sm text-slate-500">{t('reviews.nothingWaiting')}</p>}
      <ul className="space-y-2">
        {page.data?.reviews.map((r) => (
          <ReviewCard
            key={r.id}
            review={r}
            busy={moderate.isPending && moderate.variables?.reviewId === r.id}
            onModerate={(status) => moderate.mutate({ reviewId: r.id, status })}
          />
        ))}
      </ul>
      <nav className="flex justify-between" aria-label={t('common.pages')}>
        <button type="button" className="text-sm text-indigo-700 disabled:text-slate-300" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('common.newer')}
        </button>
        <button
          type="button"
          className="text-sm text-indigo-700 disabled:text-slate-300"
          disabled={!page.data?.nextCursor}
          onClick={() => page.data?.nextCursor && setCursors((c) => [...c, page.data.nextCursor])}
        >
          {t('common.older')}
        </button>
      </nav>
    </section>
  );
}
