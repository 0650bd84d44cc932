/** Five stars as text, with the number for screen readers. */
export function StarRating({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-xs text-slate-400">no rating</span>;
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="text-amber-500" aria-label={`${rating} out of 5 stars`} title={`${rating} / 5`}>
      {'★'.repeat(full)}
      <span className="text-slate-300">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
