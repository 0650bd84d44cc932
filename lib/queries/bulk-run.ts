import { signal, type Signal } from '@preact/signals-react';
import { MessageError } from '../messaging/wire/message-error';
import type { BulkItemResult } from '../messaging/reviews';

// A bulk action over many items (the desk's reviews, the reported members), run chunk by chunk with
// its progress as signals. The domain's hook says what one chunk sends (lib/queries/review-bulk.ts).

/** A bulk action under way: its progress as signals, so only the progress bar redraws. */
export interface BulkRun<A extends string = string> {
  /** Which run of this panel it is (1, 2, …): a run started again for its failures is a new one. */
  id: number;
  action: A;
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
 * Runs a bulk action chunk by chunk. Every item ends up counted: succeeded, or listed as a failure
 * with its reason (a chunk that fails as a whole fails each of its items; one without an answer too).
 */
export function startBulk<A extends string>(
  action: A,
  ids: readonly string[],
  send: (chunk: string[]) => Promise<BulkItemResult[]>,
  chunkSize: number,
): BulkRun<A> {
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
