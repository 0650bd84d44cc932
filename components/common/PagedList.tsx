import type { ReactNode } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { Button } from './Button';
import { CachedAge } from './CachedAge';
import { ErrorNotice } from './ErrorNotice';
import { Pager } from './Pager';
import { SortSelect } from './SortSelect';

/** What a paged list's frame needs of its page's query. */
interface PageQuery {
  data?: { total: number | null };
  error: Error | null;
  isPending: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
}

/** A paged list's heading: its name, the total ("many" where the provider can't count), the cached age. */
export function ListHeading({ heading, page, testId }: { heading: string; page: PageQuery; testId: string }) {
  return (
    <h2 className="text-sm font-semibold">
      {heading}{' '}
      <span data-testid={testId}>
        {page.data ? (page.data.total === null ? t('members.many') : formatNumber(page.data.total)) : '…'}
      </span>
      <CachedAge updatedAt={page.dataUpdatedAt} className="ml-1 text-xs font-normal" />
    </h2>
  );
}

/**
 * A paged list's toolbar: the filters' toggle (marked while one is applied), the order, Create (hidden
 * while its form is open), and what else the tool adds (its export).
 */
export function ListToolbar<F extends string>({
  filters,
  sort,
  params,
  create,
  children,
}: {
  filters: { applied: boolean; open: boolean; onToggle: () => void; label: string; appliedLabel: string };
  sort: { label: string; defaultLabel: string; fields: readonly F[]; fieldLabel: (field: F) => string };
  params: { sort: { field: string; order: 'ASC' | 'DESC' } | null; setSort: (next: string | null) => void };
  create: { label: string; onCreate: () => void } | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1 text-xs">
      <Button tone={filters.applied ? 'selected' : 'secondary'} aria-expanded={filters.open} onClick={filters.onToggle}>
        {filters.applied ? filters.appliedLabel : filters.label} <span aria-hidden="true">▾</span>
      </Button>
      <SortSelect {...sort} value={params.sort} onChange={params.setSort} />
      {create && <Button onClick={create.onCreate}>{create.label}</Button>}
      {children}
    </div>
  );
}

/**
 * A page of a list: its error, while it loads, none, the rows (`children`, dimmed while the next page
 * is on its way), and the pager.
 */
export function PagedResults({
  page,
  shown,
  none,
  limit,
  params,
  onReconnect,
  children,
}: {
  page: PageQuery;
  /** The rows on this page. */
  shown: number;
  none: string;
  limit: number;
  params: { offset: number; setOffset: (offset: number) => void };
  onReconnect: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {page.error && <ErrorNotice error={page.error} onReconnect={onReconnect} />}
      {page.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {page.data && shown === 0 && <p className="text-sm text-slate-500">{none}</p>}
      {page.data && shown > 0 && (
        <div className={page.isPlaceholderData ? 'opacity-60' : undefined} aria-busy={page.isPlaceholderData}>
          {children}
        </div>
      )}
      {page.data && (
        <Pager offset={params.offset} limit={limit} total={page.data.total} shown={shown} onOffset={params.setOffset} />
      )}
    </>
  );
}
