import { createSelection } from '../common/selection';
import { DeskBulkBar, bulkVerb } from './DeskBulkBar';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatNumber, plural, t, tAuthor, tPlain } from '@/lib/i18n';
import { actionsFor, reviewAction, type ReviewAction } from '@/lib/ui/review-actions';
import {
  itemKey,
  type BulkAction,
  type DeskCount,
  type ReviewedItem,
  type ReviewFilter,
  type ReviewSort,
  type ReviewSummary,
} from '@/lib/messaging/reviews';
import { useBulkReviews, type BulkRun } from '@/lib/queries/review-bulk';
import { useReviewActions } from '@/lib/queries/review-writes';
import { deskPageOptions, matchingReviewIds } from '@/lib/queries/reviews';
import { leftSinceRead } from '@/lib/queries/review-cache';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorNotice } from '../common/ErrorNotice';
import { BulkProgress } from '../common/BulkProgress';
import { CachedAge } from '../common/CachedAge';
import { PageSelectBox } from './PageSelectBox';
import { ReviewCard } from './ReviewCard';
import { useDeskKeys } from './useDeskKeys';

interface Props {
  siteId: string;
  filter: ReviewFilter;
  sort: ReviewSort;
  total: DeskCount | null;
  /** The counts (and the rating summary), shown on one line with the page's select box. */
  summary: ReactNode;
  onFilter: (filter: ReviewFilter) => void;
  onItems: (items: Record<string, ReviewedItem>) => void;
  onHelp: () => void;
  onReconnect: () => void;
  onConnectApp: () => void;
}

type Confirm =
  | { kind: 'action'; action: ReviewAction; review: ReviewSummary }
  | { kind: 'bulk'; action: BulkAction; ids: string[]; truncated: boolean };

/** The results of one filter: cursor pages, a virtualized list, selection, keyboard, bulk. Remounted per filter. */
export function DeskResults({
  siteId,
  filter,
  sort,
  total,
  summary,
  onFilter,
  onItems,
  onHelp,
  onReconnect,
  onConnectApp,
}: Props) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useQuery(deskPageOptions(siteId, filter, sort, cursor));
  const reviews = page.data?.reviews ?? [];
  const [active, setActive] = useState(0);
  const selection = useMemo(createSelection, []);
  const [replying, setReplying] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [bulk, setBulk] = useState<BulkRun<BulkAction> | null>(null);
  const [collecting, setCollecting] = useState(false);
  const [allMatching, setAllMatching] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const actions = useReviewActions(siteId, setAnnouncement);
  const bulkActions = useBulkReviews(siteId);
  const listRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: reviews.length,
    // Sizes kept by review, not by place: a card moved up into the place of a decided one keeps its
    // node (no new measurement), and must not take over that one's height (cards overlapped).
    getItemKey: (i) => reviews[i]?.id ?? i,
    getScrollElement: () => listRef.current,
    estimateSize: () => 190,
    overscan: 4,
    initialRect: { width: 400, height: 800 },
  });

  useEffect(() => {
    if (page.data) onItems(page.data.items);
  }, [page.data, onItems]);
  // Reviews decided here leave the page without a read; once the admin decided every one of them,
  // the page is read again at once for the next ones (rather than after the quiet wait).
  const { data: shown, refetch } = page;
  useEffect(() => {
    if (shown && shown.reviews.length === 0 && leftSinceRead(shown) > 0) void refetch();
  }, [shown, refetch]);

  /** The next page, from a cursor made after the reviews that left this one (read again first if any did). */
  async function goOlder() {
    const fresh = leftSinceRead(page.data) > 0 ? (await page.refetch()).data : page.data;
    const next = fresh?.nextCursor;
    if (next) setCursors((c) => [...c, next]);
  }
  // Each page drawn is announced once (a refetch after an action keeps the action's announcement).
  const announcedCursor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!page.data || page.isPlaceholderData || announcedCursor.current === cursor) return;
    announcedCursor.current = cursor;
    const n = page.data.reviews.length;
    setAnnouncement(n === 0 ? t('desk.noneMatch') : t('desk.showing', { count: plural('reviews.count', n) }));
  }, [page.data, page.isPlaceholderData, cursor]);
  const current = reviews[Math.min(active, reviews.length - 1)];
  // A decided card leaves the list under the keyboard's cursor: the card that takes its place gets the
  // focus it had (else focus fell to the page and the next key had no card to show it on).
  const currentId = current?.id;
  const shownNow = page.data?.reviews;
  const cursorWas = useRef<string | undefined>(undefined);
  useEffect(() => {
    const was = cursorWas.current;
    cursorWas.current = currentId;
    const left = was !== undefined && was !== currentId && !(shownNow ?? []).some((r) => r.id === was);
    if (!left || !currentId || document.activeElement !== document.body) return;
    listRef.current?.querySelector<HTMLElement>(`[data-review-id="${currentId}"]`)?.focus({ preventScroll: true });
  }, [currentId, shownNow]);

  const focusCard = (index: number) => {
    const next = Math.max(0, Math.min(reviews.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-review-id="${reviews[next]?.id}"]`)?.focus(),
    );
  };

  /** A review action chosen on a card or by its key: only one that fits the review; asked first where declared. */
  function choose(action: ReviewAction, review: ReviewSummary) {
    if (!actionsFor({ status: review.status, replied: review.reply !== null }, 'desk').includes(action)) return;
    if (action.runs === 'text') setReplying(review.id);
    else if (action.confirm) setConfirm({ kind: 'action', action, review });
    else actions.run(review, action);
  }

  useDeskKeys(!confirm && !bulk, {
    next: () => focusCard(active + 1),
    prev: () => focusCard(active - 1),
    act: (id) => current && choose(reviewAction(id), current),
    select: () => current && selection.toggleSelected(current.id),
    help: onHelp,
  });

  async function askBulk(action: BulkAction, allMatching: boolean) {
    if (!allMatching)
      return setConfirm({ kind: 'bulk', action, ids: [...selection.selectedIds.peek()], truncated: false });
    setCollecting(true);
    try {
      const { ids, truncated } = await matchingReviewIds(siteId, filter, sort);
      setConfirm({ kind: 'bulk', action, ids, truncated });
    } catch (e) {
      setAnnouncement(e instanceof Error ? e.message : String(e));
    } finally {
      setCollecting(false);
    }
  }

  function runBulk(action: BulkAction, ids: string[]) {
    const run = bulkActions.start(action, ids);
    setBulk(run);
    selection.clearSelection();
    setAllMatching(false);
    void run.settled.then(() =>
      setAnnouncement(
        t('desk.bulkDone', {
          ok: formatNumber(run.total - run.failures.value.length),
          total: formatNumber(run.total),
          failed: formatNumber(run.failures.value.length),
        }),
      ),
    );
  }

  const shownIds = reviews.map((r) => r.id);
  return (
    <div className="space-y-1.5">
      <div role="status" aria-live="polite" className="sr-only" data-testid="desk-announcer">
        {announcement}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <PageSelectBox selection={selection} ids={shownIds} />
        {summary}
        <CachedAge updatedAt={page.dataUpdatedAt} className="ml-auto" />
      </div>
      {bulk && <BulkProgress run={bulk} onClose={() => setBulk(null)} onRetry={(ids) => runBulk(bulk.action, ids)} />}
      {!bulk && (
        <DeskBulkBar
          selection={selection}
          matching={total?.count ?? 0}
          allMatching={allMatching}
          onAllMatching={setAllMatching}
          collecting={collecting}
          onAsk={(action, all) => void askBulk(action, all)}
        />
      )}
      {page.error && (
        <ErrorNotice error={page.error} onReconnect={onReconnect} onRetry={() => void page.refetch()} read />
      )}
      {actions.error && (
        <ErrorNotice
          error={actions.error}
          onReconnect={onReconnect}
          onConnectApp={onConnectApp}
          onRetry={actions.retry}
        />
      )}
      {page.isPending && <p className="text-sm text-slate-500">{t('reviews.loading')}</p>}
      {page.data && reviews.length === 0 && <p className="text-sm text-slate-500">{t('desk.noneMatch')}</p>}
      <div
        ref={listRef}
        className="h-[60vh] overflow-auto"
        role="list"
        aria-label={t('desk.listLabel')}
        data-testid="review-list"
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => {
            const r = reviews[v.index]!;
            return (
              <div
                key={r.id}
                role="listitem"
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="pb-2"
                style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${v.start}px)` }}
              >
                <ReviewCard
                  review={r}
                  item={page.data?.items[itemKey(r.namespace, r.entityId)]}
                  unread={{ item: page.data?.unread?.includes(itemKey(r.namespace, r.entityId)) === true }}
                  busy={actions.busyId === r.id}
                  selection={selection}
                  active={v.index === active}
                  onFocus={() => setActive(v.index)}
                  replying={replying === r.id}
                  setReplying={(on) => setReplying(on ? r.id : null)}
                  actions={{
                    onAction: (action) => choose(action, r),
                    onReply: (message) =>
                      actions.run(r, reviewAction('reply'), { text: message, onSuccess: () => setReplying(null) }),
                    onFilterItem: () => onFilter({ ...filter, item: { namespace: r.namespace, entityId: r.entityId } }),
                  }}
                />
              </div>
            );
          })}
        </div>
      </div>
      {page.data?.refined && <p className="text-xs text-slate-500">{t('desk.refinedNote')}</p>}
      <nav className="flex justify-between" aria-label={t('common.pages')}>
        <button
          type="button"
          className="text-sm text-indigo-700 disabled:text-slate-300"
          disabled={cursors.length < 2}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {t('common.newer')}
        </button>
        <span className="text-xs text-slate-500">{t('desk.pageNumber', { n: cursors.length })}</span>
        <button
          type="button"
          className="text-sm text-indigo-700 disabled:text-slate-300"
          disabled={!page.data?.nextCursor || page.isPlaceholderData}
          onClick={() => void goOlder()}
        >
          {t('common.older')}
        </button>
      </nav>
      {confirm?.kind === 'action' && confirm.action.confirm && (
        <ConfirmDialog
          title={tAuthor(confirm.action.confirm.question, confirm.review.authorName || t('common.anonymous'))}
          confirmLabel={tPlain(confirm.action.label)}
          cancelLabel={t('app.cancel')}
          danger={confirm.action.tone === 'danger'}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            actions.run(confirm.review, confirm.action);
            setConfirm(null);
          }}
        >
          {tPlain(confirm.action.confirm.warning)}
        </ConfirmDialog>
      )}
      {confirm?.kind === 'bulk' && (
        <ConfirmDialog
          title={t('desk.confirmBulk', {
            action: bulkVerb(confirm.action),
            count: plural('reviews.count', confirm.ids.length),
          })}
          confirmLabel={`${bulkVerb(confirm.action)} ${formatNumber(confirm.ids.length)}`}
          cancelLabel={t('app.cancel')}
          danger={confirm.action !== 'APPROVED'}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            runBulk(confirm.action, confirm.ids);
            setConfirm(null);
          }}
        >
          <p data-testid="bulk-confirm-count">
            {t('desk.exactly', { count: plural('reviews.count', confirm.ids.length) })}
          </p>
          {confirm.truncated && <p>{t('desk.truncated')}</p>}
          {confirm.action === 'DELETE' && <p>{t('desk.cannotUndo')}</p>}
        </ConfirmDialog>
      )}
    </div>
  );
}
