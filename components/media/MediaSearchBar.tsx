import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { MEDIA_TYPES, type MediaSortField, type MediaType } from '@/lib/messaging/media';
import type { MediaQuery } from '@/lib/queries/media';

const SEARCH_DELAY_MS = 250;

/** Search box (focused on open), type / privacy / root filters, folder, sort. */
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
  useEffect(() => input.current?.focus(), [focusToken]);
  // Typing waits a moment before searching, so each keystroke isn't a provider call.
  useEffect(() => {
    if (text === query.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query.search, onChange]);
  const type = query.mediaTypes[0] ?? '';
  return (
    <div className="space-y-2" role="search">
      <input
        ref={input}
        type="search"
        className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
        placeholder={t('media.searchPlaceholder')}
        aria-label={t('media.searchLabel')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onChange({ search: text })}
      />
      <div className="flex flex-wrap gap-2 text-xs">
        <select
          aria-label={t('media.typeFilter')}
          value={type}
          onChange={(e) => onChange({ mediaTypes: e.target.value ? [e.target.value as MediaType] : [] })}
        >
          <option value="">{t('media.allTypes')}</option>
          {MEDIA_TYPES.map((m) => (
            <option key={m} value={m}>
              {t(`media.type.${m}` as 'media.type.IMAGE')}
            </option>
          ))}
        </select>
        <select
          aria-label={t('media.privacyFilter')}
          value={query.privacy}
          onChange={(e) => onChange({ privacy: e.target.value as MediaQuery['privacy'] })}
        >
          <option value="all">{t('media.privacyAll')}</option>
          <option value="public">{t('media.privacyPublic')}</option>
          <option value="private">{t('media.privacyPrivate')}</option>
        </select>
        {query.search.trim() ? (
          <select
            aria-label={t('media.rootFilter')}
            value={query.rootFolder}
            onChange={(e) => onChange({ rootFolder: e.target.value as MediaQuery['rootFolder'] })}
          >
            <option value="MEDIA_ROOT">{t('media.rootSiteFiles')}</option>
            <option value="VISITOR_UPLOADS_ROOT">{t('media.rootVisitorUploads')}</option>
          </select>
        ) : (
          <input
            className="w-28 rounded border border-slate-300 px-1"
            aria-label={t('media.folder')}
            defaultValue={query.folderId}
            onBlur={(e) => /^[A-Za-z0-9_-]{1,100}$/.test(e.target.value) && onChange({ folderId: e.target.value })}
          />
        )}
        <select
          aria-label={t('media.sortBy')}
          value={`${query.sort}:${query.order}`}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':') as [MediaSortField, 'ASC' | 'DESC'];
            onChange({ sort, order });
          }}
        >
          <option value="updatedDate:DESC">{t('media.sortNewest')}</option>
          <option value="updatedDate:ASC">{t('media.sortOldest')}</option>
          <option value="displayName:ASC">{t('media.sortNameAsc')}</option>
          <option value="displayName:DESC">{t('media.sortNameDesc')}</option>
          <option value="sizeInBytes:DESC">{t('media.sortLargest')}</option>
          <option value="sizeInBytes:ASC">{t('media.sortSmallest')}</option>
        </select>
      </div>
    </div>
  );
}
