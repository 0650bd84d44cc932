import { useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { FiltersToggle } from '../common/FiltersToggle';

interface Props {
  /** The search text in the filter (the field starts with it). */
  text: string;
  onSearch: (text: string | undefined) => void;
  /** How many filters are active: shown on the Filters button. */
  active: number;
  filtersOpen: boolean;
  filtersId: string;
  onToggleFilters: () => void;
  helpOpen: boolean;
  onToggleHelp: () => void;
}

const SEARCH_ICON = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="m13 13 4.5 4.5" strokeLinecap="round" />
  </svg>
);

/**
 * The desk's top line: the search box (Enter or the magnifier searches), the Filters button with the
 * count of active filters (the filter controls fold behind it), and the keyboard help.
 */
export function DeskSearch({
  text: initial,
  onSearch,
  active,
  filtersOpen,
  filtersId,
  onToggleFilters,
  helpOpen,
  onToggleHelp,
}: Props) {
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t('desk.searchRegion')}
      className="flex min-w-0 items-center gap-1 text-xs"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('desk.search')}
        placeholder={t('desk.searchPlaceholder')}
        maxLength={200}
        className="h-8 min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 text-sm"
      />
      <button
        type="submit"
        aria-label={t('desk.searchButton')}
        title={t('desk.searchButton')}
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded bg-indigo-700 text-white"
      >
        {SEARCH_ICON}
      </button>
      <FiltersToggle
        label={t('desk.filters')}
        open={filtersOpen}
        onToggle={onToggleFilters}
        controls={filtersId}
        count={active}
        countWords={plural('desk.activeFilters', active)}
        testId="filters-button"
        countTestId="filters-count"
        className="h-8"
      />
      <button
        type="button"
        className="h-8 w-8 shrink-0 rounded border border-slate-300"
        aria-label={t('desk.keysHeading')}
        title={t('desk.keysHeading')}
        aria-expanded={helpOpen}
        onClick={onToggleHelp}
      >
        ?
      </button>
    </form>
  );
}
