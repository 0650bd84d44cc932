import { isUnsureFailure } from '../../messaging/wire/unsure-failure';
import { normalizeError } from '../../provider/normalize-error';

// Retry safety for the writes the provider has no idempotency key for. A create whose answer was
// lost may have landed: its retry must not be a second create. So a retry (the panel says when the
// first try was sent) reads back first, and a try that fails without a sure answer reads back at
// once. A revision-checked update is safe to resend (the provider refuses a stale revision); what
// it needs is to recognise its own landed write in the conflict it gets back.

/** How far before the first try a read-back looks: the panel's and the provider's clocks may differ. */
export const LANDED_WINDOW_MS = 5 * 60_000;

export interface CreateOnce<T> {
  create: () => Promise<T>;
  /** What this admin's input created since `since` (provider time), or null when nothing did. */
  findLanded: (since: Date) => Promise<T | null>;
  /** On a retry: when the panel sent the first try of the same input (ISO). */
  retrySince?: string;
  /**
   * The provider's codes for "this exists already" (a duplicate refused): read back too, since the
   * browser itself resends a request whose reused connection closed unanswered (any method), so
   * the refused duplicate may be of this very create.
   */
  existsAlready?: (code: string) => boolean;
  /**
   * After the create answered: takes back copies of it made since `since`. The browser resends a
   * request whose reused connection closed unanswered, so one send can land twice (the first copy's
   * answer was lost, the second's arrives). Best effort: a copy it cannot take back stays.
   */
  dropCopies?: (created: T, since: Date) => Promise<void>;
  now?: () => Date;
}

/** Where a read-back for a write first tried at `t` starts looking (the clocks' difference allowed). */
export const landedSince = (t: Date): Date => new Date(t.getTime() - LANDED_WINDOW_MS);

export async function createOnce<T>({
  create,
  findLanded,
  retrySince,
  existsAlready = () => false,
  dropCopies,
  now = () => new Date(),
}: CreateOnce<T>) {
  const since = landedSince(retrySince ? new Date(retrySince) : now());
  const settled = async (created: T): Promise<T> => {
    if (dropCopies) await dropCopies(created, since).catch(() => undefined);
    return created;
  };
  if (retrySince) {
    const landed = await findLanded(since);
    if (landed !== null) return settled(landed);
  }
  const started = now();
  try {
    return await settled(await create());
  } catch (error) {
    const e = normalizeError(error);
    if (!isUnsureFailure(e) && !existsAlready(e.code)) throw error;
    const landed = await findLanded(landedSince(started)).catch(() => null);
    if (landed === null) throw error;
    return settled(landed);
  }
}

/**
 * Runs a step that is safe to send again up to `tries` times, waiting longer after each failure
 * without a sure answer (a 5xx, a 429, a lost connection). Any other refusal is final.
 */
export async function sendAgainWhileUnsure<T>(step: () => Promise<T>, tries = 4, waitMs = 400): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await step();
    } catch (error) {
      const e = normalizeError(error);
      if (i >= tries || !(isUnsureFailure(e) || e.status === 429)) throw error;
      await new Promise((r) => setTimeout(r, waitMs * 2 ** (i - 1)));
    }
  }
}

export interface UpdateOnce<T extends { revision: number }> {
  update: () => Promise<T>;
  read: () => Promise<T>;
  /** Whether the entity as it is now carries this edit. */
  isMine: (current: T) => boolean;
  /** The revision the edit was sent with. */
  sentRevision: number;
}

/** The provider's codes for "the revision you sent is not the current one". */
const STALE_REVISION = new Set(['CONTACT_ALREADY_CHANGED']);

/**
 * A revision-checked update: after a lost answer, or a stale-revision refusal on a retry whose first
 * try landed, the entity is read back; when it carries the edit at a newer revision, that is the answer.
 */
export async function updateOnce<T extends { revision: number }>({
  update,
  read,
  isMine,
  sentRevision,
}: UpdateOnce<T>): Promise<T> {
  try {
    return await update();
  } catch (error) {
    const e = normalizeError(error);
    if (!isUnsureFailure(e) && !STALE_REVISION.has(e.code)) throw error;
    const current = await read().catch(() => null);
    if (current && current.revision > sentRevision && isMine(current)) return current;
    throw error;
  }
}
