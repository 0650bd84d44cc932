import { useState, type ReactNode } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import { Button } from './Button';

/** The pages' navigation: back, where the admin is, forward. */
function PagerNav({
  back,
  forward,
  children,
}: {
  back: { label: string; enabled: boolean; go: () => void };
  forward: { label: string; enabled: boolean; go: () => void };
  children?: ReactNode;
}) {
  return (
    <nav className="flex items-center justify-between text-sm" aria-label={t('common.pages')}>
      <Button tone="text" disabled={!back.enabled} onClick={back.go}>
        {back.label}
      </Button>
      {children}
      <Button tone="text" disabled={!forward.enabled} onClick={forward.go}>
        {forward.label}
      </Button>
    </nav>
  );
}

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
    <PagerNav
      back={{
        label: t('members.pager.previous'),
        enabled: offset > 0,
        go: () => onOffset(Math.max(0, offset - limit)),
      }}
      forward={{ label: t('members.pager.next'), enabled: hasNext, go: () => onOffset(offset + limit) }}
    >
      <span data-testid="pager-page">
        {pages === null
          ? t('members.pager.pageOfMany', { page: formatNumber(page) })
          : t('members.pager.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
    </PagerNav>
  );
}

/**
 * The pages of a cursor-paged list read so far, newest first: the cursor of the page shown (null: the
 * first), and the way back and forward. A new filter starts again at the first page (`reset`).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return {
    cursor: cursors[cursors.length - 1] ?? null,
    /** The page shown, 1 for the first. */
    page: cursors.length,
    newer: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    older: (next: string) => setCursors((c) => [...c, next]),
    reset: () => setCursors([null]),
  };
}
export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * Cursor paging, newest first: Newer back to the page before, Older on to the next one while the
 * provider gave a cursor for it (`nextCursor`); `onOlder` when reaching it needs more than the cursor.
 */
export function CursorPager({
  pages,
  nextCursor,
  onOlder,
  showPage = false,
}: {
  pages: CursorPages;
  /** The provider's cursor after this page; absent or null: this is the last one (or it is still read). */
  nextCursor: string | null | undefined;
  onOlder?: () => void;
  /** Says which page is shown ("Page 2"). */
  showPage?: boolean;
}) {
  return (
    <PagerNav
      back={{ label: t('common.newer'), enabled: pages.page > 1, go: pages.newer }}
      forward={{
        label: t('common.older'),
        enabled: !!nextCursor,
        go: () => (onOlder ? onOlder() : nextCursor && pages.older(nextCursor)),
      }}
    >
      {showPage && <span className="text-xs text-slate-500">{t('desk.pageNumber', { n: pages.page })}</span>}
    </PagerNav>
  );
}
