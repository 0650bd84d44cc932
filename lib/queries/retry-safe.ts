import { MessageError } from '../messaging/wire/message-error';
import { isUnsureFailure } from '../messaging/wire/unsure-failure';

// The panel's half of retry safety (the background's: lib/service/retry-safe/write-once.ts). When a
// create's answer is lost, the panel can't know whether it landed; it remembers when that first try
// was sent, and the next try of the same input (Retry, or the same button pressed again) carries that
// time as `retrySince`, so the background looks for what the first try made before creating again.

/** First tries whose answer was lost, by write kind and input: when each was sent. Panel memory only. */
const lostTries = new Map<string, string>();

const unsure = (e: unknown): boolean => !(e instanceof MessageError) || isUnsureFailure(e.data);

/**
 * Wraps a create's send: `keyOf` picks the part of the input that says "the same write" (the admin's
 * fields, not a flag like allowDuplicates), `send` gets `retrySince` on a retry of a lost try.
 */
export function retrySafe<V, R>(
  kind: string,
  keyOf: (v: V) => unknown,
  send: (v: V, retrySince: string | undefined) => Promise<R>,
  now: () => Date = () => new Date(),
): (v: V) => Promise<R> {
  return async (v) => {
    const key = `${kind}:${JSON.stringify(keyOf(v))}`;
    const retrySince = lostTries.get(key);
    const sentAt = now().toISOString();
    try {
      const result = await send(v, retrySince);
      lostTries.delete(key);
      return result;
    } catch (e) {
      // The first lost try's time stands: the read-back must look back to it.
      if (retrySince === undefined && unsure(e)) lostTries.set(key, sentAt);
      throw e;
    }
  };
}
