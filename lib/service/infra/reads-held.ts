// Tells the panel when its reads of a site are held back by the request budget
// (lib/provider/request-budget.ts), through `session:readsHeld` (lib/storage.ts): the panel's notice
// reads it, so a panel opened while its reads wait says so at once.
import { onReadsHeld } from '../../provider/request-budget';
import { readsHeldItem, type ReadsHeld } from '../../storage';

/**
 * Changes within this long are written once: under a full budget, one read let go as a call ages out
 * and the next one held would otherwise make the notice flicker (and cost a storage write each).
 */
export const READS_HELD_WRITE_MS = 250;

/** Starts telling; at worker start, when nothing can be held yet (what a stopped worker held is gone). */
export function publishReadsHeld(): () => void {
  const held = new Map<string, ReadsHeld>();
  let due: ReturnType<typeof setTimeout> | null = null;
  void readsHeldItem.setValue({});
  const stop = onReadsHeld((siteId, now) => {
    if (now) held.set(siteId, now);
    else held.delete(siteId);
    due ??= setTimeout(() => {
      due = null;
      void readsHeldItem.setValue(Object.fromEntries(held));
    }, READS_HELD_WRITE_MS);
  });
  return () => {
    stop();
    if (due !== null) clearTimeout(due);
  };
}
