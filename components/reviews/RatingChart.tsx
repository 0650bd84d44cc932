import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RatingSummary, ReviewFilter } from '@/lib/messaging/reviews';
import { formatNumber, plural, t } from '@/lib/i18n';
import { ratingSummaryOptions } from '@/lib/queries/reviews';
import { ErrorNotice } from '../common/ErrorNotice';
import { OpenToRead } from '../common/OpenToRead';

/** The average star rating of a summary, or null when nothing is rated. */
export function averageRating(summary: RatingSummary): number | null {
  const rated = summary.counts.reduce((a, b) => a + b, 0);
  if (rated === 0) return null;
  return summary.counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / rated;
}

/**
 * Reviews per star rating under the current filter: a one-line summary that opens to the bars
 * (5 stars on top) and the average. Closed by default: the list comes first, and the five counts
 * behind it are read only once it is opened (then kept, and moved by the desk's own writes).
 */
export function RatingChart({ siteId, filter }: { siteId: string; filter: ReviewFilter }) {
  const [opened, setOpened] = useState(false);
  const ratings = useQuery({ ...ratingSummaryOptions(siteId, filter), enabled: opened });
  const summary = ratings.data;
  const average = summary ? averageRating(summary) : null;
  return (
    <OpenToRead
      testId="rating-chart"
      onOpen={() => setOpened(true)}
      summary={
        <>
          {t('desk.ratingsShort')}
          {average !== null && (
            <span aria-label={t('desk.averageLabel', { rating: formatNumber(average, { maximumFractionDigits: 1 }) })}>
              <span aria-hidden="true" className="text-amber-600">
                ★
              </span>{' '}
              <span aria-hidden="true">{formatNumber(average, { maximumFractionDigits: 1 })}</span>
            </span>
          )}
        </>
      }
    >
      {ratings.error && <ErrorNotice error={ratings.error} onRetry={() => void ratings.refetch()} read />}
      {!summary && !ratings.error && <p className="mt-1 text-slate-500">{t('common.loading')}</p>}
      {summary && <RatingBars summary={summary} />}
    </OpenToRead>
  );
}

function RatingBars({ summary }: { summary: RatingSummary }) {
  const max = Math.max(1, ...summary.counts);
  return (
    <figure className="mt-1">
      <figcaption className="mb-1 font-medium">
        {t('desk.ratingsHeading')}
        {!summary.exact && <span className="font-normal text-slate-500"> {t('desk.upperBound')}</span>}
      </figcaption>
      <ul className="space-y-0.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.counts[stars - 1]!;
          return (
            <li
              key={stars}
              className="flex items-center gap-2"
              aria-label={t('desk.ratingRow', {
                stars: plural('desk.stars', stars),
                count: plural('reviews.count', n),
              })}
            >
              <span aria-hidden="true" className="w-6 text-right">
                {stars}★
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 rounded bg-slate-100">
                <span className="block h-2.5 rounded bg-amber-400" style={{ width: `${(n / max) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="w-10 text-right tabular-nums" data-testid={`rating-count-${stars}`}>
                {formatNumber(n)}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
