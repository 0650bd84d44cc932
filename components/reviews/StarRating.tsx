import { formatNumber, t } from '@/lib/i18n';

/** Five stars as text, with the number for screen readers. */
export function StarRating({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-xs text-slate-600">{t('reviews.noRating')}</span>;
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  const value = formatNumber(rating);
  return (
    <span
      className="text-amber-500"
      aria-label={t('reviews.starsLabel', { rating: value })}
      title={t('reviews.starsTitle', { rating: value })}
    >
      {'★'.repeat(full)}
      <span className="text-slate-300">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
