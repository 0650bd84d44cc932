import { formatNumber, t } from '@/lib/i18n';

interface Props {
  offset: number;
  limit: number;
  /** null: the provider said there are too many to count. */
  total: number | null;
  /** Members on the current page (tells whether a next page can exist when the total is unknown). */
  shown: number;
  onOffset: (offset: number) => void;
}

/** Offset paging: "page x of y", or "of many" when the provider can't count. */
export function Pager({ offset, limit, total, shown, onOffset }: Props) {
  const page = Math.floor(offset / limit) + 1;
  const pages = total === null ? null : Math.max(1, Math.ceil(total / limit));
  const hasNext = pages === null ? shown === limit : page < pages;
  return (
    <nav className="flex items-center justify-between text-sm" aria-label={t('common.pages')}>
      <button
        type="button"
        className="text-indigo-700 disabled:text-slate-300"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        {t('members.pager.previous')}
      </button>
      <span data-testid="pager-page">
        {pages === null
          ? t('members.pager.pageOfMany', { page: formatNumber(page) })
          : t('members.pager.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
      <button
        type="button"
        className="text-indigo-700 disabled:text-slate-300"
        disabled={!hasNext}
        onClick={() => onOffset(offset + limit)}
      >
        {t('members.pager.next')}
      </button>
    </nav>
  );
}
