import type { QueuedAnswer, QueuedWrite } from '../../messaging/wire/queued';
import { isUnsureFailure } from '../../messaging/wire/unsure-failure';
import { broadcast } from '../trust/broadcast';
import { toErrorData } from '../infra/router';
import { cancelWaiting, enqueue, readQueue, settle, supersede } from './offline-queue';
import { providerAgent, type QueueAgent } from './queued-writes';

// Sending the offline queue (docs/architecture.md "Changes that wait for the connection"). Changes go
// out in the order they were made, each read back first (every one waits because an earlier try got
// no sure answer, so it may have landed): a change already in place is not sent again. A send that
// still gets no sure answer ends the round; the next round (alarm, the panel's `online`, the next
// provider answer) starts from it, as after a 429. A refusal (another 4xx) takes it out, kept with the error to show.

let agent: QueueAgent = providerAgent;
/** For tests: how changes are checked and sent. */
export const useQueueAgent = (next: QueueAgent): void => void (agent = next);

/** Told when the queue went from empty to waiting or back (the alarm follows it). */
let onWaitingChanged: (waiting: boolean) => Promise<void> = async () => undefined;
export const whenWaitingChanges = (f: (waiting: boolean) => Promise<void>): void => void (onWaitingChanged = f);

const queueChanged = () => broadcast({ event: 'queue.changed' });

let round: Promise<void> | null = null;

/** Sends what waits; one round at a time (a round asked for while one runs joins it). */
export function sendQueue(): Promise<void> {
  round ??= sendRound().finally(() => (round = null));
  return round;
}

async function sendRound(): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const next = (await readQueue()).waiting.find((c) => !tried.has(c.id));
    if (!next) break;
    tried.add(next.id);
    try {
      // Sent only as the account that made it: when that account is gone, or the site is now another
      // account's, the change is dropped unsent (its key must never carry another account's change).
      if ((await agent.owner(next.write.siteId)) !== next.accountId) {
        await cancelWaiting(next.id);
        await queueChanged();
        continue;
      }
      if (!(await agent.landed(next.write))) await agent.send(next.write);
      await settle(next, null);
    } catch (e) {
      const error = toErrorData(e);
      // Still unreachable, or asked to slow down (a 429 is no refusal: nothing was done, and it may be
      // sent later): it waits for the next round.
      if (isUnsureFailure(error) || error.status === 429) break;
      await settle(next, error);
    }
    await queueChanged();
  }
  if ((await readQueue()).waiting.length === 0) await onWaitingChanged(false);
}

/**
 * A change from the panel or a live page's frame: sent now; when the provider can't be reached (no
 * answer, a 5xx) it waits in the queue and the answer says so. A refusal (4xx) is the caller's to show.
 * Sent directly, it replaces what waited for the same thing (the later wins).
 */
export async function sendOrQueue<T>(
  write: QueuedWrite,
  about: string | null,
  send: () => Promise<T>,
): Promise<T | QueuedAnswer> {
  try {
    const done = await send();
    await supersede(write);
    return done;
  } catch (e) {
    if (!isUnsureFailure(toErrorData(e))) throw e;
    // The account the send was made as owns the change; with none (disconnected meanwhile) it is not kept.
    const owner = await agent.owner(write.siteId).catch(() => null);
    if (owner === null) throw e;
    const change = await enqueue(write, about, owner);
    await onWaitingChanged(true);
    await queueChanged();
    return { queued: true, changeId: change.id };
  }
}
