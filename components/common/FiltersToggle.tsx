/**
 * The button that folds a list's filters away and back (the desk's, the media's): its words, and the
 * count of filters on as a badge, said in words to a screen reader.
 */
export function FiltersToggle({
  label,
  open,
  onToggle,
  controls,
  count,
  countWords,
  testId,
  countTestId,
  className = '',
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  /** The id of the folded filters. */
  controls: string;
  /** Filters on (no badge at 0). */
  count: number;
  countWords: string;
  testId: string;
  countTestId?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      className={`flex shrink-0 items-center gap-1 rounded border px-2 ${open ? 'border-indigo-600 bg-indigo-50 text-indigo-900' : 'border-slate-300'} ${className}`}
      onClick={onToggle}
      data-testid={testId}
    >
      {label}
      {count > 0 && (
        <>
          <span
            aria-hidden="true"
            className="rounded-full bg-indigo-700 px-1.5 text-[11px] leading-4 text-white"
            data-testid={countTestId}
          >
            {count}
          </span>
          <span className="sr-only">{countWords}</span>
        </>
      )}
    </button>
  );
}
