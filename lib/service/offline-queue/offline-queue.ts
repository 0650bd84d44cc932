import type { ProviderErrorData } from '../../messaging/wire/message-error';
import type { QueueState, QueuedChange, QueuedWrite } from '../../messaging/wire/queued';
import { offlineQueueItem } from '../../storage';
import { createSerializer } from '../infra/serialize';

// The offline queue as stored (storage.ts `offlineQueueItem`): every change is read from and written
// to session storage, one update at a time, so it survives the worker stopping; nothing is kept in
// memory. Sending it is queue-send.ts's job (docs/architecture.md "Changes that wait for the connection").

const oneAtATime = createSerializer();

export const readQueue = (): Promise<QueueState> => offlineQueueItem.getValue();

async function update(change: (state: QueueState) => QueueState): Promise<QueueState> {
  return oneAtATime(async () => {
    const next = change(await offlineQueueItem.getValue());
    await offlineQueueItem.setValue(next);
    return next;
  });
}

const sameReview = (a: QueuedWrite, b: QueuedWrite): boolean =>
  a.kind !== 'label' && b.kind !== 'label' && a.siteId === b.siteId && a.reviewId === b.reviewId;

/**
 * What is left of a waiting change once `later` is made: the later wins per thing changed. A review's
 * status and its reply are two things (a queued approval stays when a reply follows); a label change
 * loses the label keys the later one names on the same contact, and is gone when none are left.
 */
export function withoutOverridden(earlier: QueuedWrite, later: QueuedWrite): QueuedWrite | null {
  if (earlier.kind === 'label') {
    if (later.kind !== 'label' || later.siteId !== earlier.siteId || later.contactId !== earlier.contactId)
      return earlier;
    const named = new Set([...later.add, ...later.remove]);
    const add = earlier.add.filter((k) => !named.has(k));
    const remove = earlier.remove.filter((k) => !named.has(k));
    return add.length + remove.length === 0 ? null : { ...earlier, add, remove };
  }
  return earlier.kind === later.kind && sameReview(earlier, later) ? null : earlier;
}

function overriddenBy(waiting: QueuedChange[], later: QueuedWrite): QueuedChange[] {
  return waiting.flatMap((c) => {
    const left = withoutOverridden(c.write, later);
    return left === null ? [] : [left === c.write ? c : { ...c, write: left }];
  });
}

/**
 * Queues a change behind the others, as made by `accountId` (the connected account that owns the
 * site); earlier changes of the same thing are dropped (the later wins).
 */
export async function enqueue(
  write: QueuedWrite,
  about: string | null,
  accountId: string,
  now: () => Date = () => new Date(),
): Promise<QueuedChange> {
  const change: QueuedChange = { id: crypto.randomUUID(), queuedAt: now().toISOString(), accountId, write, about };
  await update((s) => ({ ...s, waiting: [...overriddenBy(s.waiting, write), change] }));
  return change;
}

/** The waiting changes made by one of `accountIds`. */
export const waitingOf = async (accountIds: readonly string[]): Promise<QueuedChange[]> =>
  (await readQueue()).waiting.filter((c) => accountIds.includes(c.accountId));

/**
 * Removes every change (waiting or refused) made by one of `accountIds`: one being sent at that moment
 * may still land, but its end is no longer recorded (settle below leaves a change gone meanwhile be).
 */
export const dropOwnedBy = (accountIds: readonly string[]): Promise<QueueState> =>
  update((s) => ({
    waiting: s.waiting.filter((c) => !accountIds.includes(c.accountId)),
    refused: s.refused.filter((c) => !accountIds.includes(c.accountId)),
  }));

/**
 * Removes every change (waiting or refused) not made by one of `accountIds`, reply text and all: a
 * change of an account no longer connected is never sent, and nothing of it stays in storage.
 */
export const keepOnlyOwnedBy = async (accountIds: readonly string[]): Promise<QueueState> => {
  const owned = (c: QueuedChange) => accountIds.includes(c.accountId);
  const s = await readQueue();
  if (s.waiting.every(owned) && s.refused.every(owned)) return s;
  return update((now) => ({ waiting: now.waiting.filter(owned), refused: now.refused.filter(owned) }));
};

/** A change of the same thing was sent directly and landed: what waited for it is stale now. */
export async function supersede(write: QueuedWrite): Promise<void> {
  if ((await readQueue()).waiting.length === 0) return;
  await update((s) => ({ ...s, waiting: overriddenBy(s.waiting, write) }));
}

export const cancelWaiting = (id: string): Promise<QueueState> =>
  update((s) => ({ ...s, waiting: s.waiting.filter((c) => c.id !== id) }));

export const dismissRefused = (id: string): Promise<QueueState> =>
  update((s) => ({ ...s, refused: s.refused.filter((c) => c.id !== id) }));

/**
 * The end of one waiting change's send: gone from the queue when it landed (or was found landed),
 * moved to the refused ones with the provider's error when refused. A change canceled or replaced
 * meanwhile is left as the admin made it (a refusal of a replaced change is not shown).
 */
export const settle = (change: QueuedChange, refusal: ProviderErrorData | null): Promise<QueueState> =>
  update((s) => {
    const still = s.waiting.find((c) => c.id === change.id);
    if (!still) return s;
    const waiting = s.waiting.filter((c) => c.id !== change.id);
    return refusal ? { waiting, refused: [...s.refused, { ...still, error: refusal }] } : { ...s, waiting };
  });
