import { t } from '@/lib/i18n';
import type { MediaSortField } from '@/lib/messaging/media';
import type { MediaQuery } from '@/lib/queries/media';

/** The grid's order, one compact select beside the file count. */
export function SortSelect({ query, onChange }: { query: MediaQuery; onChange: (c: Partial<MediaQuery>) => void }) {
  return (
    <select
      className="max-w-[55%] min-w-0 rounded border border-slate-300 px-1 py-0.5 text-xs"
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
    </select>
  );
}
