import { signal, type Signal } from '@preact/signals-react';
import { MessageError } from '../messaging/plain/message-error';
import type { BulkAction, BulkItemResult } from '../messaging/reviews';
import { sendAdmin } from '../messaging/send';
import { reviewKeys } from './reviews';
import { useWrite } from './write';

/** Reviews per bulk message: small enough that the progress bar moves. */
export const BULK_CHUNK = 20;

/** A bulk action under way: its progress as signals, so only the progress bar redraws. */
export interface BulkRun {
  /** Which run of this panel it is (1, 2, …): a run started again for its failures is a new one. */
  id: number;
  action: BulkAction;
  total: number;
  done: Signal<number>;
  failures: Signal<BulkItemResult[]>;
  finished: Signal<boolean>;
  /** Resolves when every chunk has an answer. */
  settled: Promise<void>;
}

let runs = 0;

const reason = (e: unknown) =>
  e instanceof MessageError ? e.data.message : e instanceof Error ? e.message : String(e);

/**
 * Runs a bulk action chunk by chunk. Every review ends up counted: succeeded, or listed as a failure
 * with its reason (a chunk that fails as a whole fails each of its reviews; one without an answer too).
 */
export function startBulk(
  action: BulkAction,
  ids: readonly string[],
  send: (chunk: string[]) => Promise<BulkItemResult[]>,
  chunkSize = BULK_CHUNK,
): BulkRun {
  const done = signal(0);
  const failures = signal<BulkItemResult[]>([]);
  const finished = signal(false);
  const settled = (async () => {
    for (let i = 0; i < ids.length; i += chunkSize) {
      const chunk = ids.slice(i, i + chunkSize);
      let results: BulkItemResult[];
      try {
        results = await send(chunk);
      } catch (e) {
        results = chunk.map((id) => ({ id, ok: false, error: reason(e) }));
      }
      const answered = new Map(results.map((r) => [r.id, r]));
      const failed = chunk.map((id) => answered.get(id) ?? { id, ok: false, error: 'no answer' }).filter((r) => !r.ok);
      if (failed.length > 0) failures.value = [...failures.value, ...failed];
      done.value += chunk.length;
    }
    finished.value = true;
  })();
  return { id: ++runs, action, total: ids.length, done, failures, finished, settled };
}

/**
 * The desk's bulk actions: `start` runs one over the given ids, chunk by chunk (its progress on the
 * returned run), and refreshes the panel's reviews once every chunk has an answer. No toast: the
 * desk shows the run's outcome with every failure.
 */
export function useBulkReviews(siteId: string) {
  const write = useWrite<BulkRun, void>({ send: (run) => run.settled, refreshes: () => [reviewKeys.all] });
  return {
    start(action: BulkAction, ids: readonly string[]): BulkRun {
      const run = startBulk(
        action,
        ids,
        async (chunk) => (await sendAdmin('reviews.bulk', { siteId, action, reviewIds: chunk })).results,
      );
      write.mutate(run);
      return run;
    },
  };
}
