import type { BulkAction } from '../messaging/reviews';
import { sendAdmin } from '../messaging/send';
import { reviewKeys } from './reviews';
import { startBulk, type BulkRun } from './bulk-run';
import { useWrite } from './write';

export type { BulkRun };

/** Reviews per bulk message: small enough that the progress bar moves. */
const BULK_CHUNK = 20;

/**
 * The desk's bulk actions: `start` runs one over the given ids, chunk by chunk (its progress on the
 * returned run), and refreshes the panel's reviews once every chunk has an answer. No toast: the
 * desk shows the run's outcome with every failure.
 */
export function useBulkReviews(siteId: string) {
  const write = useWrite<BulkRun<BulkAction>, void>({ send: (run) => run.settled, refreshes: () => [reviewKeys.all] });
  return {
    start(action: BulkAction, ids: readonly string[]): BulkRun<BulkAction> {
      const run = startBulk(
        action,
        ids,
        async (chunk) => (await sendAdmin('reviews.bulk', { siteId, action, reviewIds: chunk })).results,
        BULK_CHUNK,
      );
      write.mutate(run);
      return run;
    },
  };
}
