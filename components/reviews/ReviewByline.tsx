import { formatWhen, t, tPlain } from '@/lib/i18n';
import type { ReviewedItem, ReviewSummary } from '@/lib/messaging/reviews';
import { Button } from '../common/Button';
import { authorTypeLabel, SOURCE_LABEL } from './labels';
import { safeHref } from './safe-href';

/** "(Member · verified)": the author's kind (left out while it is not read) and whether the purchase is verified. */
function aboutAuthor(review: ReviewSummary, unread: boolean): string {
  const parts = [
    ...(unread ? [] : [authorTypeLabel(review.authorType)]),
    ...(review.verified ? [t('desk.verified')] : []),
  ];
  return parts.length > 0 ? `(${parts.join(' · ')})` : '';
}

/**
 * Who wrote a review, on what (a link where the store gives one; unsaid while its name is not read), with
 * "only this item", then when it was written and changed and where it came from.
 */
export function ReviewByline({
  review,
  item,
  unread,
  onFilterItem,
}: {
  review: ReviewSummary;
  item?: ReviewedItem;
  unread?: { author?: boolean; item?: boolean };
  onFilterItem?: () => void;
}) {
  const author = review.authorName || t('common.anonymous');
  const href = safeHref(item?.url);
  return (
    <>
      <p className="mt-1 text-sm wrap-anywhere">
        <span className="font-medium" data-testid="review-author">
          {author}
        </span>{' '}
        <span className="text-xs text-slate-500" data-testid="review-author-type">
          {aboutAuthor(review, unread?.author === true)}
        </span>
        <span className="text-slate-500">{t('reviews.on')}</span>
        {item ? (
          href ? (
            <a
              className="text-indigo-700 underline"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="review-item"
            >
              {item.name}
            </a>
          ) : (
            <span data-testid="review-item">{item.name}</span>
          )
        ) : unread?.item ? (
          <span
            className="inline-block h-3 w-20 animate-pulse rounded bg-slate-200 align-middle motion-reduce:animate-none"
            data-testid="review-item"
            aria-busy="true"
          />
        ) : (
          <span className="text-slate-600" data-testid="review-item">
            {t('desk.unnamedItem')}
          </span>
        )}{' '}
        {onFilterItem && (
          <Button tone="text" className="min-h-6 text-xs" onClick={onFilterItem}>
            {t('desk.onlyThisItem')}
          </Button>
        )}
      </p>
      <p className="text-xs text-slate-500">
        <span data-testid="review-when">
          {t('desk.written', { date: formatWhen(review.createdDate) })}
          {review.updatedDate && review.updatedDate !== review.createdDate
            ? ` · ${t('desk.updated', { date: formatWhen(review.updatedDate) })}`
            : ''}
        </span>
        {review.source?.type === 'REVIEW_REQUEST' && (
          <span
            className="ml-2 rounded bg-sky-100 px-1.5 text-sky-900"
            title={t('desk.fromRequestTitle')}
            data-testid="review-source"
          >
            {tPlain(SOURCE_LABEL[review.source.type])}
          </span>
        )}
      </p>
    </>
  );
}
