import type { RatingSummary } from '@/lib/messaging/reviews';
import { formatNumber, plural, t } from '@/lib/i18n';

/** The average star rating of a summary, or null when nothing is rated. */
export function averageRating(summary: RatingSummary): number | null {
  const rated = summary.counts.reduce((a, b) => a + b, 0);
  if (rated === 0) return null;
  return summary.counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / rated;
}

/**
 * Reviews per star rating under the current filter: a one-line summary (the average) that opens
 * to the bars (5 stars on top). Closed by default: the list comes first.
 */
export function RatingChart({ summary }: { summary: RatingSummary }) {
  const max = Math.max(1, ...summary.counts);
  const average = averageRating(summary);
  return (
    <details className="text-xs open:basis-full" data-testid="rating-chart">
      <summary className="flex min-h-6 cursor-pointer items-center gap-1 select-none">
        {t('desk.ratingsShort')}
        {average !== null && (
          <span aria-label={t('desk.averageLabel', { rating: formatNumber(average, { maximumFractionDigits: 1 }) })}>
            <span aria-hidden="true" className="text-amber-600">
              ★
            </span>{' '}
            <span aria-hidden="true">{formatNumber(average, { maximumFractionDigits: 1 })}</span>
          </span>
        )}
      </summary>
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
    </details>
  );
}
