import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkAction, BulkItemResult } from '../messaging/reviews';
import { sendAdmin } from './send';
import { cachedReview, learnReviewChange, refreshReviewsWhenQuiet } from './review-cache';
import { startBulk, type BulkRun } from './bulk-run';

export type { BulkRun };

/** Reviews per bulk message: small enough that the progress bar moves. */
const BULK_CHUNK = 20;

/** What the lists learn from one answered chunk: each review it changed, as the action left it. */
function learnChunk(queryClient: QueryClient, siteId: string, action: BulkAction, results: BulkItemResult[]): void {
  for (const { id, ok } of results) {
    if (!ok) continue;
    const before = cachedReview(queryClient, siteId, id);
    const after = action === 'DELETE' || !before ? null : { ...before, status: action };
    // A review no list shows can't be followed into the lists (nor moved in the counts): the quiet
    // refresh after the run reads those again.
    if (before) learnReviewChange(queryClient, siteId, { id, before, after });
  }
}

/**
 * The desk's bulk actions: `start` runs one over the given ids, chunk by chunk (its progress on the
 * returned run); each chunk's outcome updates the lists and counts as it arrives, and what is on
 * screen is read again once the run has gone quiet. No toast: the desk shows the run's outcome with
 * every failure.
 */
export function useBulkReviews(siteId: string) {
  const queryClient = useQueryClient();
  return {
    start(action: BulkAction, ids: readonly string[]): BulkRun<BulkAction> {
      const run = startBulk(
        action,
        ids,
        async (chunk) => {
          const { results } = await sendAdmin('reviews.bulk', { siteId, action, reviewIds: chunk });
          learnChunk(queryClient, siteId, action, results);
          return results;
        },
        BULK_CHUNK,
      );
      void run.settled.then(() => refreshReviewsWhenQuiet(queryClient, siteId));
      return run;
    },
  };
}
