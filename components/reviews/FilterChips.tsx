import { t } from '@/lib/i18n';
import type { ReviewFilter } from '@/lib/messaging/reviews';
import { RemovableChips } from '../common/RemovableChips';
import type { FilterChip } from './filter-chips';

/** Test ids the other tools' tests look for (the contact card opens the desk on one contact). */
const TEST_IDS: Record<string, string> = { item: 'item-filter', contact: 'contact-filter' };

/** The desk's active filters as removable chips, each in people's words (an item or contact by name). */
export function FilterChips({ chips, onChange }: { chips: FilterChip[]; onChange: (filter: ReviewFilter) => void }) {
  return (
    <RemovableChips
      label={t('desk.activeFiltersLabel')}
      removeLabel={(filter) => t('desk.removeFilter', { filter })}
      testId="filter-chips"
      chips={chips.map((chip) => ({
        key: chip.id,
        label: chip.label,
        testId: TEST_IDS[chip.id] ?? 'filter-chip',
        onRemove: () => onChange(chip.without),
      }))}
    />
  );
}
