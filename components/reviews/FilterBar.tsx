import { useState } from 'react';
import type { ReviewedItem, ReviewFilter, ReviewSort } from '@/lib/messaging/reviews';
import { t } from '@/lib/i18n';

type Status = NonNullable<ReviewFilter['statuses']>[number];
const STATUSES: Status[] = ['IN_MODERATION', 'SUBMITTED', 'APPROVED', 'REJECTED'];

interface Props {
  filter: ReviewFilter;
  sort: ReviewSort;
  itemName?: ReviewedItem;
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

/** The desk's filters and sort. Every change goes to the URL at once (the text on Enter). */
export function FilterBar({ filter, sort, itemName, onChange }: Props) {
  const [text, setText] = useState(filter.text ?? '');
  const set = <K extends keyof ReviewFilter>(key: K, value: ReviewFilter[K] | undefined) =>
    onChange(without(filter, key, value), sort);
  const select = 'rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:bg-slate-900';
  return (
    <form
      role="search"
      aria-label={t('desk.filters')}
      className="space-y-2 text-xs"
      onSubmit={(e) => {
        e.preventDefault();
        set('text', text.trim() || undefined);
      }}
    >
      <div className="flex gap-1">
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('desk.search')}
          placeholder={t('desk.search')}
          maxLength={200}
          className="flex-1 rounded border border-slate-300 px-2 py-1"
        />
        <button type="submit" className="rounded bg-indigo-700 px-2 text-white">
          {t('desk.searchButton')}
        </button>
      </div>
      <fieldset className="flex flex-wrap gap-x-3">
        <legend className="font-medium">{t('desk.status')}</legend>
        {STATUSES.map((s) => (
          <label key={s} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={filter.statuses?.includes(s) ?? false}
              onChange={(e) => set('statuses', toggle(filter.statuses, s, e.target.checked))}
            />
            {t(`desk.status_${s}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-3">
        <legend className="font-medium">{t('desk.rating')}</legend>
        {[5, 4, 3, 2, 1].map((r) => (
          <label key={r} className="flex items-center gap-1">
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
            <option value="">{t('desk.any')}</option>
            <option value="yes">{t('desk.yes')}</option>
            <option value="no">{t('desk.no')}</option>
          </select>
        </label>
        <label className="flex items-center gap-1">
          {t('desk.verifiedFilter')}
          <select
            className={select}
            value={tri(filter.verified)}
            onChange={(e) => set('verified', fromTri(e.target.value))}
          >
            <option value="">{t('desk.any')}</option>
            <option value="yes">{t('desk.yes')}</option>
            <option value="no">{t('desk.no')}</option>
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
            <option value="MEMBER">{t('desk.member')}</option>
            <option value="VISITOR">{t('desk.visitor')}</option>
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
        <label className="flex items-center gap-1">
          {t('desk.sort')}
          <select className={select} value={sort} onChange={(e) => onChange(filter, e.target.value as ReviewSort)}>
            <option value="newest">{t('desk.sortNewest')}</option>
            <option value="oldest">{t('desk.sortOldest')}</option>
            <option value="highest">{t('desk.sortHighest')}</option>
            <option value="lowest">{t('desk.sortLowest')}</option>
          </select>
        </label>
      </div>
      {filter.item && (
        <p className="flex items-center gap-2" data-testid="item-filter">
          <span>
            {t('desk.itemFilter', { item: itemName?.name ?? `${filter.item.namespace}/${filter.item.entityId}` })}
          </span>
          <button
            type="button"
            className="text-indigo-700"
            onClick={() => set('item', undefined)}
            aria-label={t('desk.clearItem')}
          >
            ✕
          </button>
        </p>
      )}
      {filter.contactId && (
        <p className="flex items-center gap-2" data-testid="contact-filter">
          <span>{t('desk.contactFilter')}</span>
          <button
            type="button"
            className="text-indigo-700"
            onClick={() => set('contactId', undefined)}
            aria-label={t('desk.clearContact')}
          >
            ✕
          </button>
        </p>
      )}
      <button
        type="button"
        className="text-indigo-700"
        onClick={() => {
          setText('');
          onChange({ statuses: ['IN_MODERATION', 'SUBMITTED'] }, 'newest');
        }}
      >
        {t('desk.resetFilters')}
      </button>
    </form>
  );
}
