import { t } from '@/lib/i18n';
import type { MediaSortField } from '@/lib/messaging/media';
import type { MediaQuery } from '@/lib/queries/media';
import { Select } from '../common/Field';

/** The grid's order, one compact select beside the file count. */
export function SortSelect({ query, onChange }: { query: MediaQuery; onChange: (c: Partial<MediaQuery>) => void }) {
  return (
    <Select
      className="max-w-[55%] min-w-0 rounded border border-slate-300 px-1 py-0.5 text-xs"
      aria-label={t('media.sortBy')}
      value={`${query.sort}:${query.order}`}
      choices={[
        { value: 'updatedDate:DESC', label: t('media.sortNewest') },
        { value: 'updatedDate:ASC', label: t('media.sortOldest') },
        { value: 'displayName:ASC', label: t('media.sortNameAsc') },
        { value: 'displayName:DESC', label: t('media.sortNameDesc') },
      ]}
      onChange={(next) => {
        const [sort, order] = next.split(':') as [MediaSortField, 'ASC' | 'DESC'];
        onChange({ sort, order });
      }}
    />
  );
}
