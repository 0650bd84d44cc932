import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { plural, t } from '@/lib/i18n';
import { actionsFor, reviewAction, type ReviewAction } from '@/lib/ui/review-actions';
import type { DeskCount, ReviewedItem, ReviewFilter, ReviewSort, ReviewSummary } from '@/lib/messaging/reviews';
import { useReviewActions } from '@/lib/queries/review-writes';
import { deskPageOptions } from '@/lib/queries/reviews';
import { leftSinceRead } from '@/lib/queries/review-cache';
import { BulkProgress } from '../common/BulkProgress';
import { CachedAge } from '../common/CachedAge';
import { ErrorNotice } from '../common/ErrorNotice';
import { CursorPager, useCursorPages } from '../common/Pager';
import { SelectAllBox } from '../common/SelectAllBox';
import { createSelection } from '../common/selection';
import { ActionConfirm } from './ActionConfirm';
import { BulkConfirm } from './BulkConfirm';
import { DeskBulkBar } from './DeskBulkBar';
import { DeskCards } from './DeskCards';

import { useDeskBulk } from './useDeskBulk';

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

/** A review action that asks first, asked about. */
type Asked = { action: ReviewAction; review: ReviewSummary };

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
  const pages = useCursorPages();
  const cursor = pages.cursor;
  const page = useQuery(deskPageOptions(siteId, filter, sort, cursor));
  const reviews = page.data?.reviews ?? [];
  const selection = useMemo(createSelection, []);
  const [replying, setReplying] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const actions = useReviewActions(siteId, setAnnouncement);
  const bulk = useDeskBulk(siteId, filter, sort, selection, setAnnouncement);

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
    if (fresh?.nextCursor) pages.older(fresh.nextCursor);
  }
  // Each page drawn is announced once (a refetch after an action keeps the action's announcement).
  const announcedCursor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!page.data || page.isPlaceholderData || announcedCursor.current === cursor) return;
    announcedCursor.current = cursor;
    const n = page.data.reviews.length;
    setAnnouncement(n === 0 ? t('desk.noneMatch') : t('desk.showing', { count: plural('reviews.count', n) }));
  }, [page.data, page.isPlaceholderData, cursor]);

  /** A review action chosen on a card or by its key: only one that fits the review; asked first where declared. */
  function choose(action: ReviewAction, review: ReviewSummary) {
    if (!actionsFor({ status: review.status, replied: review.reply !== null }, 'desk').includes(action)) return;
    if (action.runs === 'text') setReplying(review.id);
    else if (action.confirm) setAsked({ action, review });
    else actions.run(review, action);
  }

  return (
    <div className="space-y-1.5">
      <div role="status" aria-live="polite" className="sr-only" data-testid="desk-announcer">
        {announcement}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <SelectAllBox
          selection={selection}
          ids={reviews.map((r) => r.id)}
          label={t('desk.selectPage')}
          testId="select-page"
        />
        {summary}
        <CachedAge updatedAt={page.dataUpdatedAt} className="ml-auto" />
      </div>
      {bulk.run && <BulkProgress run={bulk.run} onClose={bulk.close} onRetry={bulk.retry} />}
      {!bulk.run && (
        <DeskBulkBar
          selection={selection}
          matching={total?.count ?? 0}
          allMatching={bulk.allMatching}
          onAllMatching={bulk.setAllMatching}
          collecting={bulk.collecting}
          onAsk={bulk.ask}
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
      <DeskCards
        siteId={siteId}
        page={page.data}
        selection={selection}
        busyId={actions.busyId}
        keys={!asked && !bulk.question && !bulk.run}
        onChoose={choose}
        onReply={(r, text, done) => actions.run(r, reviewAction('reply'), { text, onSuccess: done })}
        onFilterItem={(r) => onFilter({ ...filter, item: { namespace: r.namespace, entityId: r.entityId } })}
        replying={replying}
        setReplying={setReplying}
        onHelp={onHelp}
      />
      {page.data?.refined && <p className="text-xs text-slate-500">{t('desk.refinedNote')}</p>}
      <CursorPager
        pages={pages}
        nextCursor={page.isPlaceholderData ? null : page.data?.nextCursor}
        onOlder={() => void goOlder()}
        showPage
      />
      {asked && (
        <ActionConfirm
          action={asked.action}
          review={asked.review}
          onCancel={() => setAsked(null)}
          onConfirm={() => {
            actions.run(asked.review, asked.action);
            setAsked(null);
          }}
        />
      )}
      {bulk.question && (
        <BulkConfirm
          action={bulk.question.action}
          count={bulk.question.ids.length}
          truncated={bulk.question.truncated}
          onCancel={bulk.cancel}
          onConfirm={bulk.confirm}
        />
      )}
    </div>
  );
}
