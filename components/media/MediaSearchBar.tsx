import { useEffect, useId, useRef, useState } from 'react';
import { plural, t } from '@/lib/i18n';
import { MEDIA_TYPES, type MediaType } from '@/lib/messaging/media';
import type { MediaQuery } from '@/lib/queries/media';
import { lookIn, placeOf, type Place } from './folders';
import { RemovableChips } from '../common/RemovableChips';
import { mediaTypeLabel } from './labels';

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
  const select = 'mt-0.5 block w-full rounded border border-slate-300 px-1 py-0.5';
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
        <button
          type="button"
          className="flex shrink-0 items-center gap-1 rounded border border-slate-300 px-2 py-1 text-xs"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-testid="media-filters-toggle"
          onClick={() => setOpen((now) => !now)}
        >
          {t('media.filters')}
          {chips.length > 0 && (
            <>
              <span aria-hidden="true" className="rounded-full bg-indigo-700 px-1.5 text-white">
                {chips.length}
              </span>
              <span className="sr-only">{plural('media.activeFilters', chips.length)}</span>
            </>
          )}
        </button>
      </div>
      {open && (
        <div id={panelId} className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-2 text-xs">
          <label className="block min-w-0">
            {t('media.typeFilter')}
            <select
              className={select}
              value={query.mediaTypes[0] ?? ''}
              onChange={(e) => onChange({ mediaTypes: e.target.value ? [e.target.value as MediaType] : [] })}
            >
              <option value="">{t('media.allTypes')}</option>
              {MEDIA_TYPES.map((m) => (
                <option key={m} value={m}>
                  {mediaTypeLabel(m)}
                </option>
              ))}
            </select>
          </label>
          <label className="block min-w-0">
            {t('media.privacyFilter')}
            <select
              className={select}
              value={query.privacy}
              onChange={(e) => onChange({ privacy: e.target.value as MediaQuery['privacy'] })}
            >
              <option value="all">{t('media.privacyAll')}</option>
              <option value="public">{t('media.privacyPublic')}</option>
              <option value="private">{t('media.privacyPrivate')}</option>
            </select>
          </label>
          <label className="block min-w-0">
            {t('media.folder')}
            <select
              className={select}
              value={place}
              onChange={(e) => e.target.value !== 'folder' && onChange(lookIn(e.target.value as 'site' | 'visitors'))}
            >
              <option value="site">{placeLabel('site')}</option>
              <option value="visitors">{placeLabel('visitors')}</option>
              {place === 'folder' && <option value="folder">{placeLabel('folder')}</option>}
            </select>
          </label>
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
