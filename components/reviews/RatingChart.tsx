import type { RatingSummary } from '@/lib/messaging/reviews';
import { formatNumber, plural, t } from '@/lib/i18n';

/** Reviews per star rating under the current filter, as bars (5 stars on top). */
export function RatingChart({ summary }: { summary: RatingSummary }) {
  const max = Math.max(1, ...summary.counts);
  return (
    <figure className="text-xs" data-testid="rating-chart">
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
              aria-label={t('desk.ratingRow', { stars, count: plural('reviews.count', n) })}
            >
              <span aria-hidden="true" className="w-6 text-right">
                {stars}★
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 rounded bg-slate-100 dark:bg-slate-800">
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
