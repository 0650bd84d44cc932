import type { ModerationDecision, ReviewSummary } from '@/lib/messaging/reviews';
import { formatDate, t } from '@/lib/i18n';
import { StarRating } from './StarRating';

interface Props {
  review: ReviewSummary;
  busy: boolean;
  onModerate: (status: ModerationDecision) => void;
}

/** One review waiting for moderation. All text is provider text: rendered as text only. */
export function ReviewCard({ review, busy, onModerate }: Props) {
  return (
    <li className="rounded border border-slate-200 bg-white p-3" data-testid="review-card" data-review-id={review.id}>
      <div className="flex items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <span className="text-xs text-slate-500">{formatDate(review.createdDate)}</span>
      </div>
      <p className="mt-1 text-sm">
        <span className="font-medium" data-testid="review-author">{review.authorName || t('common.anonymous')}</span>
        <span className="text-slate-500">{t('reviews.on')}</span>
        <span className="font-mono text-xs text-slate-600" title={t('reviews.reviewedItem')}>
          {review.namespace}/{review.entityId}
        </span>
      </p>
      {review.title && <p className="mt-1 text-sm font-semibold break-words">{review.title}</p>}
      <p className="mt-1 line-clamp-6 text-sm break-words whitespace-pre-line" dir="auto">
        {review.body}
      </p>
      <div className="mt-2 flex gap-2">
        <button type="button" disabled={busy} className="rounded bg-emerald-700 px-2 py-1 text-xs text-white disabled:opacity-50" onClick={() => onModerate('APPROVED')}>
          {t('reviews.approve')}
        </button>
        <button type="button" disabled={busy} className="rounded bg-red-700 px-2 py-1 text-xs text-white disabled:opacity-50" onClick={() => onModerate('REJECTED')}>
          {t('reviews.reject')}
        </button>
      </div>
    </li>
  );
}
