import type { ProviderErrorData } from './message-error';

// The offline queue's shapes (docs/architecture.md "Changes that wait for the connection"). No schema
// library here: the live page's frame reads a queued answer too.

/** A change the queue can hold: what to do, never a credential. */
export type QueuedWrite =
  | { kind: 'moderate'; siteId: string; reviewId: string; status: 'APPROVED' | 'REJECTED' }
  /** `previous`: a live page's edit, the reply it showed (checked again when finally sent). */
  | { kind: 'reply'; siteId: string; reviewId: string; message: string; previous?: string | null }
  | { kind: 'label'; siteId: string; contactId: string; add: string[]; remove: string[] };

/**
 * A change waiting to be sent; `about` names what it is about for the panel (an author, a contact).
 * `accountId` is the connected account that made it: it is sent as that account or not at all.
 */
export interface QueuedChange {
  id: string;
  queuedAt: string;
  accountId: string;
  write: QueuedWrite;
  about: string | null;
}

/** A waiting change the provider refused when it was finally sent: shown with its error, then dismissed. */
export interface RefusedChange extends QueuedChange {
  error: ProviderErrorData;
}

export interface QueueState {
  waiting: QueuedChange[];
  refused: RefusedChange[];
}

/** The answer to a write the provider could not be reached for: it waits in the queue. */
export interface QueuedAnswer {
  queued: true;
  changeId: string;
}

export function isQueued(answer: unknown): answer is QueuedAnswer {
  return typeof answer === 'object' && answer !== null && (answer as { queued?: unknown }).queued === true;
}

/** The review a waiting change sets the status of, or its reply. */
export function queuedFor(state: QueueState | undefined, reviewId: string): QueuedChange[] {
  return (state?.waiting ?? []).filter((c) => c.write.kind !== 'label' && c.write.reviewId === reviewId);
}
