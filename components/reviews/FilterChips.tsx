import { t } from '@/lib/i18n';
import type { ReviewFilter } from '@/lib/messaging/reviews';
import type { FilterChip } from './filter-chips';

/** Test ids the other tools' tests look for (the contact card opens the desk on one contact). */
const TEST_IDS: Record<string, string> = { item: 'item-filter', contact: 'contact-filter' };

/** The active filters as removable chips, each in people's words (an item or contact by name). */
export function FilterChips({ chips, onChange }: { chips: FilterChip[]; onChange: (filter: ReviewFilter) => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1 text-xs" aria-label={t('desk.activeFiltersLabel')} data-testid="filter-chips">
      {chips.map((chip) => (
        <li
          key={chip.id}
          className="flex max-w-full min-w-0 items-center rounded-full border border-indigo-200 bg-indigo-50 pl-2 text-indigo-900"
          data-testid={TEST_IDS[chip.id] ?? 'filter-chip'}
        >
          <span className="min-w-0 truncate" title={chip.label}>
            {chip.label}
          </span>
          <button
            type="button"
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full"
            aria-label={t('desk.removeFilter', { filter: chip.label })}
            onClick={() => onChange(chip.without)}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
