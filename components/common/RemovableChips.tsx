/** One active filter shown as a chip: its words, and what removing it does. */
export interface RemovableChip {
  key: string;
  label: string;
  onRemove: () => void;
  testId?: string;
}

/**
 * Active filters as removable chips (desk, media, contacts): each chip its words (truncated, whole in
 * its tooltip) and a 24 px remove button named for what it removes.
 */
export function RemovableChips({
  chips,
  label,
  removeLabel,
  testId,
}: {
  chips: readonly RemovableChip[];
  /** The list's accessible name. */
  label: string;
  /** The remove button's accessible name, from the chip's words. */
  removeLabel: (chip: string) => string;
  testId?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1 text-xs" aria-label={label} data-testid={testId}>
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="flex max-w-full min-w-0 items-center rounded-full border border-indigo-200 bg-indigo-50 pl-2 text-indigo-900"
          data-testid={chip.testId}
        >
          <span className="min-w-0 truncate" title={chip.label} dir="auto">
            {chip.label}
          </span>
          <button
            type="button"
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full"
            aria-label={removeLabel(chip.label)}
            onClick={chip.onRemove}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
