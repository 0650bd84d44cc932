import { ServiceError } from '../infra/service-error';
import { dropOwnedBy, readQueue, waitingOf } from './offline-queue';
import { sendQueue } from './queue-send';

/** What the admin chose for the changes still waiting when disconnecting: send them first, or drop them. */
export type WaitingChoice = 'send' | 'discard';

/**
 * Run before the accounts `going` are disconnected; throws to keep them connected. A change is sent
 * only as the account that made it, so once that account is gone its changes could never be sent:
 * the admin chooses first (the panel asks, naming the count). With `send` every change of theirs must
 * land now, else nothing is disconnected and they stay (a refused one is shown with its error, and the
 * refusal names the provider's reason);
 * `discard` removes them at once (and session handlers keep only changes of connected accounts).
 */
export async function settleBeforeDisconnect(
  going: readonly string[],
  choice: WaitingChoice | undefined,
): Promise<void> {
  const waiting = await waitingOf(going);
  if (waiting.length === 0) return;
  if (choice === 'discard') {
    // Removed before the disconnect, so a round sending meanwhile records nothing of them afterwards.
    await dropOwnedBy(going);
    return;
  }
  if (choice === undefined) {
    throw new ServiceError(409, 'CHANGES_NOT_SENT', `${waiting.length} changes were not sent yet.`, {
      params: { count: waiting.length },
    });
  }
  await sendQueue();
  const ids = new Set(waiting.map((c) => c.id));
  const after = await readQueue();
  const notLanded = [...after.waiting, ...after.refused].filter((c) => ids.has(c.id));
  const refusal = after.refused.find((c) => ids.has(c.id))?.error;
  if (refusal) {
    // Refused (e.g. the key was revoked): the question says why in the provider's words, with its
    // request id, as every provider error is shown.
    throw new ServiceError(409, 'CHANGES_REFUSED', `${notLanded.length} changes were refused: ${refusal.message}`, {
      requestId: refusal.requestId,
      params: { count: notLanded.length, reason: refusal.message },
    });
  }
  if (notLanded.length > 0) {
    throw new ServiceError(409, 'CHANGES_STILL_WAITING', `${notLanded.length} changes could not be sent.`, {
      params: { count: notLanded.length },
    });
  }
}
