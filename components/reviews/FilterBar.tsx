import { PENDING_STATUSES, type ReviewFilter, type ReviewSort } from '@/lib/messaging/reviews';
import { t } from '@/lib/i18n';
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

const toggle = <T,>(list: readonly T[] | undefined, value: T, on: boolean): T[] => {
  const rest = (list ?? []).filter((v) => v !== value);
  return on ? [...rest, value] : rest;
};
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
  const select = 'rounded border border-slate-300 bg-white px-1 py-1 text-xs';
  const yesNo = (
    <>
      <option value="">{t('desk.any')}</option>
      <option value="yes">{yesNoLabel('yes')}</option>
      <option value="no">{yesNoLabel('no')}</option>
    </>
  );
  return (
    <div
      id={id}
      role="group"
      aria-label={t('desk.filters')}
      className="space-y-2 rounded border border-slate-200 p-2 text-xs"
      data-testid="desk-filters"
    >
      <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
        <legend className="font-medium">{t('desk.status')}</legend>
        {STATUSES.map((s) => (
          <label key={s} className="flex min-h-6 items-center gap-1">
            <input
              type="checkbox"
              checked={filter.statuses?.includes(s) ?? false}
              onChange={(e) => set('statuses', toggle(filter.statuses, s, e.target.checked))}
            />
            {filterStatusLabel(s)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
        <legend className="font-medium">{t('desk.rating')}</legend>
        {[5, 4, 3, 2, 1].map((r) => (
          <label key={r} className="flex min-h-6 items-center gap-1">
            <input
              type="checkbox"
              checked={filter.ratings?.includes(r) ?? false}
              onChange={(e) => set('ratings', toggle(filter.ratings, r, e.target.checked).sort())}
              aria-label={t('reviews.starsLabel', { rating: String(r) })}
            />
            {r}★
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <label className="flex items-center gap-1">
          {t('desk.hasReply')}
          <select
            className={select}
            value={tri(filter.hasReply)}
            onChange={(e) => set('hasReply', fromTri(e.target.value))}
          >
            {yesNo}
          </select>
        </label>
        <label className="flex items-center gap-1">
          {t('desk.verifiedFilter')}
          <select
            className={select}
            value={tri(filter.verified)}
            onChange={(e) => set('verified', fromTri(e.target.value))}
          >
            {yesNo}
          </select>
        </label>
        <label className="flex items-center gap-1">
          {t('desk.author')}
          <select
            className={select}
            value={filter.authorType ?? ''}
            onChange={(e) => set('authorType', (e.target.value || undefined) as ReviewFilter['authorType'])}
          >
            <option value="">{t('desk.any')}</option>
            <option value="MEMBER">{authorTypeLabel('MEMBER')}</option>
            <option value="VISITOR">{authorTypeLabel('VISITOR')}</option>
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <label className="flex items-center gap-1">
          {t('desk.from')}
          <input
            type="date"
            className={select}
            value={filter.from ?? ''}
            onChange={(e) => set('from', e.target.value || undefined)}
          />
        </label>
        <label className="flex items-center gap-1">
          {t('desk.to')}
          <input
            type="date"
            className={select}
            value={filter.to ?? ''}
            onChange={(e) => set('to', e.target.value || undefined)}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-1">
          {t('desk.sort')}
          <select className={select} value={sort} onChange={(e) => onChange(filter, e.target.value as ReviewSort)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="min-h-6 text-indigo-700 underline"
          onClick={() => onChange({ statuses: [...PENDING_STATUSES] }, 'newest')}
        >
          {t('desk.resetFilters')}
        </button>
      </div>
    </div>
  );
}
