import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { plural, t } from '@/lib/i18n';
import type { BulkAction } from '@/lib/messaging/reviews';
import type { BulkRun } from '@/lib/queries/bulk-run';
import { createInboxStore, inboxReviews, useInboxBulk, useInboxLearn } from '@/lib/queries/inbox';
import { accountSitesOptions } from '@/lib/queries/session';
import { BulkProgress } from '../../common/BulkProgress';
import { Button } from '../../common/Button';
import { ErrorNotice } from '../../common/ErrorNotice';
import { SelectAllBox } from '../../common/SelectAllBox';
import { createSelection } from '../../common/selection';
import { BulkConfirm } from '../BulkConfirm';
import { DeskBulkBar } from '../DeskBulkBar';

import { InboxCard } from './InboxCard';
import { InboxProgressLine } from './InboxProgressLine';

/** Cards drawn at first, and added per "Show more". */
const SHOWN_STEP = 50;

/**
 * "All sites": the reviews waiting for moderation on every site of every connected account, newest
 * first, each card naming its site. What is known shows at once; every site is then checked again a
 * few at a time, the list growing as answers arrive. The desk's actions and bulk work, per site; after
 * one, the list follows the write's answer (no check again).
 */
export function AllSitesInbox({
  onOpenSite,
  onReconnect,
}: {
  onOpenSite: (siteId: string) => void;
  onReconnect: () => void;
}) {
  useSignals();
  const sites = useQuery(accountSitesOptions());
  const store = useMemo(createInboxStore, []);
  const selection = useMemo(createSelection, []);
  const bulk = useInboxBulk(store);
  const learn = useInboxLearn(store);
  const [shown, setShown] = useState(SHOWN_STEP);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [run, setRun] = useState<BulkRun<BulkAction> | null>(null);
  const list = sites.data?.sites;
  const names = useMemo(() => new Map((list ?? []).map((s) => [s.id, s.name])), [list]);

  useEffect(() => {
    if (!list) return;
    const ids = list.map((s) => s.id);
    void store
      .load(ids)
      .catch(() => undefined)
      .then(() => store.refresh(ids));
  }, [list, store]);

  const entries = store.entries.value;
  const items = useMemo(() => inboxReviews(entries), [entries]);
  const waiting = [...entries.values()].reduce((n, s) => n + s.count, 0);
  const visible = items.slice(0, shown);
  const siteOfReview = new Map(items.map((i) => [i.review.id, i.siteId]));
  const withSites = (reviewIds: Iterable<string>) =>
    [...reviewIds].flatMap((reviewId) => {
      const siteId = siteOfReview.get(reviewId);
      return siteId ? [{ siteId, reviewId }] : [];
    });
  const picked = () => withSites(selection.selectedIds.value);

  return (
    <section aria-label={t('inbox.region')} className="space-y-2 px-3 pt-2 pb-3 text-sm" data-testid="inbox">
      <InboxProgressLine
        store={store}
        waiting={waiting}
        onRefresh={(ids) => list && void store.refresh(ids ?? list.map((s) => s.id))}
        siteName={(id) => names.get(id) ?? id}
      />
      {sites.error && <ErrorNotice error={sites.error} onReconnect={onReconnect} />}
      {run && (
        <BulkProgress
          run={run}
          onClose={() => setRun(null)}
          onRetry={(ids) => setRun(bulk.start(run.action, withSites(ids)))}
        />
      )}
      {!run && (
        <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <SelectAllBox
            selection={selection}
            ids={visible.map((i) => i.review.id)}
            label={t('inbox.selectShown')}
            shown
            testId="select-page"
          />
          <DeskBulkBar
            selection={selection}
            matching={0}
            allMatching={false}
            onAllMatching={() => undefined}
            collecting={false}
            onAsk={(action) => setAsking(action)}
          />
        </div>
      )}
      {entries.size > 0 && items.length === 0 && <p className="text-slate-500">{t('inbox.none')}</p>}
      <ul className="space-y-3" aria-label={t('inbox.listLabel')}>
        {visible.map(({ siteId, review }) => (
          <InboxCard
            key={review.id}
            siteId={siteId}
            siteName={names.get(siteId) ?? ''}
            review={review}
            selection={selection}
            onOpenSite={() => onOpenSite(siteId)}
            onChanged={() => learn(siteId)}
          />
        ))}
      </ul>
      {items.length > shown && (
        <Button className="text-xs" onClick={() => setShown((n) => n + SHOWN_STEP)}>
          {t('inbox.more', { count: plural('reviews.count', items.length - shown) })}
        </Button>
      )}
      {asking && (
        <BulkConfirm
          action={asking}
          count={selection.selectedCount.value}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            setRun(bulk.start(asking, picked()));
            selection.clearSelection();
          }}
        />
      )}
    </section>
  );
}
