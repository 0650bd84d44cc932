import { PENDING_STATUSES, type ReviewFilter, type ReviewSort } from '@/lib/messaging/reviews';
import { t } from '@/lib/i18n';
import { Button } from '../common/Button';
import { CheckGroup } from '../common/CheckGroup';
import { SelectField, TextField } from '../common/Field';
import {
  authorTypeLabel,
  FILTER_STATUS_LABEL,
  filterStatusLabel,
  SORT_LABEL,
  sortLabel,
  yesNoLabel,
  type FilterStatus,
} from './labels';

const STATUSES = Object.keys(FILTER_STATUS_LABEL) as FilterStatus[];
const SORTS = Object.keys(SORT_LABEL) as ReviewSort[];

interface Props {
  id: string;
  filter: ReviewFilter;
  sort: ReviewSort;
  onChange: (filter: ReviewFilter, sort: ReviewSort) => void;
}

const tri = (v: boolean | undefined) => (v === undefined ? '' : v ? 'yes' : 'no');
const fromTri = (v: string) => (v === 'yes' ? true : v === 'no' ? false : undefined);
function without<K extends keyof ReviewFilter>(
  f: ReviewFilter,
  key: K,
  value: ReviewFilter[K] | undefined,
): ReviewFilter {
  const next = { ...f };
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * The desk's filters and sort, folded behind the "Filters" button (components/reviews/DeskSearch.tsx).
 * Every change goes to the URL at once; the active ones show as chips above the list.
 */
export function FilterBar({ id, filter, sort, onChange }: Props) {
  const set = <K extends keyof ReviewFilter>(key: K, value: ReviewFilter[K] | undefined) =>
    onChange(without(filter, key, value), sort);
  const look = 'bg-white';
  const yesNo = [
    { value: '', label: t('desk.any') },
    { value: 'yes', label: yesNoLabel('yes') },
    { value: 'no', label: yesNoLabel('no') },
  ];
  return (
    <div
      id={id}
      role="group"
      aria-label={t('desk.filters')}
      className="space-y-2 rounded border border-slate-200 p-2 text-xs"
      data-testid="desk-filters"
    >
      <CheckGroup
        legend={t('desk.status')}
        choices={STATUSES.map((s) => ({ value: s, label: filterStatusLabel(s) }))}
        value={filter.statuses}
        onChange={(statuses) => set('statuses', statuses)}
      />
      <CheckGroup
        legend={t('desk.rating')}
        choices={[5, 4, 3, 2, 1].map((r) => ({
          value: r,
          label: `${r}★`,
          name: t('reviews.starsLabel', { rating: String(r) }),
        }))}
        value={filter.ratings}
        onChange={(ratings) => set('ratings', ratings.sort())}
      />
      <div className="flex flex-wrap gap-2">
        <SelectField
          inline
          controlClassName={look}
          label={t('desk.hasReply')}
          value={tri(filter.hasReply)}
          choices={yesNo}
          onChange={(v) => set('hasReply', fromTri(v))}
        />
        <SelectField
          inline
          controlClassName={look}
          label={t('desk.verifiedFilter')}
          value={tri(filter.verified)}
          choices={yesNo}
          onChange={(v) => set('verified', fromTri(v))}
        />
        <SelectField
          inline
          controlClassName={look}
          label={t('desk.author')}
          value={filter.authorType ?? ''}
          choices={[
            { value: '', label: t('desk.any') },
            { value: 'MEMBER', label: authorTypeLabel('MEMBER') },
            { value: 'VISITOR', label: authorTypeLabel('VISITOR') },
          ]}
          onChange={(v) => set('authorType', v || undefined)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <TextField
          inline
          controlClassName={look}
          label={t('desk.from')}
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => set('from', e.target.value || undefined)}
        />
        <TextField
          inline
          controlClassName={look}
          label={t('desk.to')}
          type="date"
          value={filter.to ?? ''}
          onChange={(e) => set('to', e.target.value || undefined)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SelectField
          inline
          controlClassName={look}
          label={t('desk.sort')}
          value={sort}
          choices={SORTS.map((s) => ({ value: s, label: sortLabel(s) }))}
          onChange={(next) => onChange(filter, next)}
        />
        <Button tone="link" className="min-h-6" onClick={() => onChange({ statuses: [...PENDING_STATUSES] }, 'newest')}>
          {t('desk.resetFilters')}
        </Button>
      </div>
    </div>
  );
}
