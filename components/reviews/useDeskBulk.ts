import { useState } from 'react';
import { formatNumber, t } from '@/lib/i18n';
import type { BulkAction, ReviewFilter, ReviewSort } from '@/lib/messaging/reviews';
import { useBulkReviews, type BulkRun } from '@/lib/queries/review-bulk';
import { matchingReviewIds } from '@/lib/queries/reviews';
import type { Selection } from '../common/selection';

/** A bulk action asked about: the reviews it would touch, counted exactly. */
export interface BulkQuestion {
  action: BulkAction;
  ids: string[];
  /** More matched than could be collected. */
  truncated: boolean;
}

/**
 * The desk's bulk flow: ask (on the ticked reviews, or every one the filter matches, collected first),
 * then run the confirmed action with its progress, and say its outcome (`announce`).
 */
export function useDeskBulk(
  siteId: string,
  filter: ReviewFilter,
  sort: ReviewSort,
  selection: Selection,
  announce: (words: string) => void,
) {
  const start = useBulkReviews(siteId).start;
  const [question, setQuestion] = useState<BulkQuestion | null>(null);
  const [run, setRun] = useState<BulkRun<BulkAction> | null>(null);
  const [collecting, setCollecting] = useState(false);
  const [allMatching, setAllMatching] = useState(false);

  async function ask(action: BulkAction, all: boolean) {
    if (!all) return setQuestion({ action, ids: [...selection.selectedIds.peek()], truncated: false });
    setCollecting(true);
    try {
      setQuestion({ action, ...(await matchingReviewIds(siteId, filter, sort)) });
    } catch (e) {
      announce(e instanceof Error ? e.message : String(e));
    } finally {
      setCollecting(false);
    }
  }

  function go(action: BulkAction, ids: string[]) {
    const started = start(action, ids);
    setRun(started);
    selection.clearSelection();
    setAllMatching(false);
    void started.settled.then(() =>
      announce(
        t('desk.bulkDone', {
          ok: formatNumber(started.total - started.failures.value.length),
          total: formatNumber(started.total),
          failed: formatNumber(started.failures.value.length),
        }),
      ),
    );
  }

  return {
    question,
    run,
    collecting,
    allMatching,
    setAllMatching,
    ask: (action: BulkAction, all: boolean) => void ask(action, all),
    cancel: () => setQuestion(null),
    confirm: () => {
      if (question) go(question.action, question.ids);
      setQuestion(null);
    },
    retry: (ids: string[]) => run && go(run.action, ids),
    close: () => setRun(null),
  };
}
