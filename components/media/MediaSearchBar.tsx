import { useEffect, useId, useRef, useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { MEDIA_TYPES } from '@/lib/messaging/media';
import type { MediaQuery } from '@/lib/queries/media';
import { lookIn, placeOf, type Place } from './folders';
import { RemovableChips } from '../common/RemovableChips';
import { mediaTypeLabel } from './labels';
import { FiltersToggle } from '../common/FiltersToggle';
import { SelectField } from '../common/Field';

const SEARCH_DELAY_MS = 250;

const privacyLabel = (p: MediaQuery['privacy']) =>
  p === 'private' ? t('media.privacyPrivate') : p === 'public' ? t('media.privacyPublic') : t('media.privacyAll');
const placeLabel = (p: Place) =>
  p === 'visitors' ? t('media.rootVisitorUploads') : p === 'folder' ? t('media.folderThis') : t('media.rootSiteFiles');

interface Chip {
  key: string;
  label: string;
  clear: Partial<MediaQuery>;
}

/** The filters that differ from the defaults, each a chip that removes it. */
function activeFilters(query: MediaQuery): Chip[] {
  const chips: Chip[] = [];
  const type = query.mediaTypes[0];
  if (type) chips.push({ key: 'type', label: mediaTypeLabel(type), clear: { mediaTypes: [] } });
  if (query.privacy !== 'all')
    chips.push({ key: 'privacy', label: privacyLabel(query.privacy), clear: { privacy: 'all' } });
  const place = placeOf(query);
  if (place !== 'site') chips.push({ key: 'place', label: placeLabel(place), clear: lookIn('site') });
  return chips;
}

/** Search box (focused on open) and a Filters button: type, privacy and folder behind it, the ones on as chips. */
export function MediaSearchBar({
  query,
  onChange,
  focusToken,
}: {
  query: MediaQuery;
  onChange: (c: Partial<MediaQuery>) => void;
  focusToken: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query.search);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => input.current?.focus(), [focusToken]);
  // Typing waits a moment before searching, so each keystroke isn't a provider call.
  useEffect(() => {
    if (text === query.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query.search, onChange]);
  const chips = activeFilters(query);
  const place = placeOf(query);
  return (
    <div className="space-y-2" role="search">
      <div className="flex gap-2">
        <input
          ref={input}
          type="search"
          className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
          placeholder={t('media.searchPlaceholder')}
          aria-label={t('media.searchLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && onChange({ search: text })}
        />
        <FiltersToggle
          label={t('media.filters')}
          open={open}
          onToggle={() => setOpen((now) => !now)}
          controls={panelId}
          count={chips.length}
          countWords={plural('media.activeFilters', chips.length)}
          testId="media-filters-toggle"
          className="py-1 text-xs"
        />
      </div>
      {open && (
        <div id={panelId} className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-2 text-xs">
          <SelectField
            className="min-w-0"
            label={t('media.typeFilter')}
            value={query.mediaTypes[0] ?? ''}
            choices={[
              { value: '', label: t('media.allTypes') },
              ...MEDIA_TYPES.map((m) => ({ value: m, label: mediaTypeLabel(m) })),
            ]}
            onChange={(m) => onChange({ mediaTypes: m ? [m] : [] })}
          />
          <SelectField
            className="min-w-0"
            label={t('media.privacyFilter')}
            value={query.privacy}
            choices={(['all', 'public', 'private'] as const).map((p) => ({ value: p, label: privacyLabel(p) }))}
            onChange={(privacy) => onChange({ privacy })}
          />
          <SelectField
            className="min-w-0"
            label={t('media.folder')}
            value={place}
            choices={(['site', 'visitors', ...(place === 'folder' ? ['folder' as const] : [])] as const).map((p) => ({
              value: p,
              label: placeLabel(p),
            }))}
            onChange={(p) => p !== 'folder' && onChange(lookIn(p))}
          />
        </div>
      )}
      <RemovableChips
        label={t('media.filters')}
        removeLabel={(name) => t('media.removeFilter', { name })}
        chips={chips.map((chip) => ({ key: chip.key, label: chip.label, onRemove: () => onChange(chip.clear) }))}
      />
    </div>
  );
}
