import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatNumber, t, uiLocale } from '@/lib/i18n';
import type { AccountSite } from '@/lib/messaging/site';
import { inboxKnownOptions } from '@/lib/queries/inbox';
import { indexSites, siteRows, type SiteRow } from './site-rows';

const ROW_PX = { account: 28, site: 44 } as const;

/**
 * The site picker's search over the connected accounts' sites: a box that filters by name or address at
 * once, the matching sites grouped by account, by name or best match first (each with its count of
 * reviews waiting when known, only the rows in view drawn); the arrows move, Enter picks (at first the
 * best match), Escape or a click outside closes.
 */
export function SiteSearch({
  siteList,
  accounts,
  siteId,
  onPick,
  onClose,
}: {
  siteList: readonly AccountSite[];
  accounts: ReadonlyArray<{ accountId: string; name: string }>;
  siteId: string | null;
  onPick: (siteId: string) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const indexed = useMemo(() => indexSites(siteList, uiLocale()), [siteList]);
  const rows = useMemo(() => siteRows(indexed, accounts, query), [indexed, accounts, query]);
  const pickable = useMemo(() => rows.flatMap((r, i) => (r.kind === 'site' ? [i] : [])), [rows]);
  const [active, setActive] = useState(0);
  const pending = useQuery(inboxKnownOptions()).data;
  const listId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => ROW_PX[rows[i]!.kind],
    overscan: 8,
  });
  // The current site is where the arrows start; a new query starts at its first match.
  useEffect(() => {
    const at = query
      ? 0
      : Math.max(
          0,
          pickable.findIndex((i) => (rows[i] as { site?: { id: string } }).site?.id === siteId),
        );
    setActive(at);
    if (pickable[at] !== undefined) virtualizer.scrollToIndex(pickable[at]!, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new list of rows only
  }, [rows]);
  useEffect(() => {
    const outside = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.parentElement?.contains(e.target)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const activeRow = pickable[active];
  const move = (by: number) => {
    const next = Math.max(0, Math.min(pickable.length - 1, active + by));
    setActive(next);
    virtualizer.scrollToIndex(pickable[next]!, { align: 'auto' });
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div
      ref={root}
      role="dialog"
      aria-label={t('site.switcher')}
      className="absolute top-full right-0 left-0 z-30 mt-1 min-w-64 rounded border border-slate-300 bg-white p-2 shadow-lg dark:bg-slate-800"
    >
      <input
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={activeRow !== undefined ? optionId(activeRow) : undefined}
        aria-label={t('site.search')}
        placeholder={t('site.searchHint')}
        autoFocus
        className="mb-1 w-full rounded border border-slate-300 px-2 py-1 text-sm"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            move(e.key === 'ArrowDown' ? 1 : -1);
          } else if (e.key === 'Enter' && activeRow !== undefined) {
            e.preventDefault();
            const row = rows[activeRow];
            if (row?.kind === 'site') onPick(row.site.id);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onClose();
          }
        }}
      />
      {rows.length === 0 && <p className="p-2 text-xs text-slate-500">{t('site.noMatch')}</p>}
      <div ref={scroller} className="max-h-80 overflow-y-auto">
        <div
          id={listId}
          role="listbox"
          aria-label={t('site.switcher')}
          data-testid="site-options"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((v) => {
            const row: SiteRow = rows[v.index]!;
            const style = {
              position: 'absolute' as const,
              top: 0,
              left: 0,
              width: '100%',
              height: v.size,
              transform: `translateY(${v.start}px)`,
            };
            if (row.kind === 'account')
              return (
                <div
                  key={`a-${row.accountId}`}
                  role="presentation"
                  style={style}
                  className="flex items-end px-1 pb-1 text-xs font-semibold text-slate-600"
                  data-testid="site-group"
                >
                  <span className="truncate" dir="auto">
                    {row.name}
                  </span>
                  <span className="ml-1 font-normal">({formatNumber(row.sites)})</span>
                </div>
              );
            const count = pending?.[row.site.id];
            return (
              <div
                key={row.site.id}
                id={optionId(v.index)}
                role="option"
                aria-selected={row.site.id === siteId}
                data-testid="site-option"
                data-site-id={row.site.id}
                style={style}
                className={`flex cursor-pointer items-center gap-2 rounded px-2 ${
                  v.index === activeRow ? 'bg-indigo-50' : ''
                }`}
                onPointerMove={() => setActive(pickable.indexOf(v.index))}
                onClick={() => onPick(row.site.id)}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm" dir="auto">
                    {row.site.name}
                  </span>
                  <span className="block truncate text-xs text-slate-600">{row.host}</span>
                </span>
                {count !== undefined && count > 0 && (
                  <span
                    className="shrink-0 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900"
                    title={t('site.waitingTitle', { count: formatNumber(count) })}
                    data-testid="site-pending"
                  >
                    {formatNumber(count)}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
