import type { BulkAction, BulkItemResult } from '../../messaging/reviews';
import { isUnsureFailure } from '../../messaging/wire/unsure-failure';
import type { SiteClient } from '../../provider/client';
import { normalizeError } from '../../provider/normalize-error';
import { reviewStates } from '../../provider/reviews';
import { sendAgainWhileUnsure } from './write-once';

/**
 * The outcome of one chunk of a bulk review action, per review. The bulk call (`apply`) sets a state,
 * so it is sent again after a 429 or a failure without a sure answer; then its outcome is read back
 * from the reviews themselves, also after it still failed without a sure answer (the provider may
 * have applied it before the answer was lost), so a landed action is never reported as failed. Only
 * a sure refusal fails every review with its reason. The read-back is sent again while unsure too.
 */
export async function bulkOutcome(
  client: SiteClient,
  action: BulkAction,
  reviewIds: string[],
  apply: () => Promise<void>,
): Promise<BulkItemResult[]> {
  let unsure: string | null = null;
  try {
    // Setting a state (or deleting by id) again is safe: a 429 or a lost answer is sent again first.
    await sendAgainWhileUnsure(apply);
  } catch (e) {
    const error = normalizeError(e);
    if (!isUnsureFailure(error)) return reviewIds.map((id) => ({ id, ok: false, error: error.message }));
    unsure = error.message;
  }
  let known: Record<string, string>;
  try {
    known = await sendAgainWhileUnsure(() => reviewStates(client, reviewIds));
  } catch (e) {
    const why = unsure ?? `Done, but the outcome could not be checked: ${normalizeError(e).message}`;
    return reviewIds.map((id) => ({ id, ok: false, error: why }));
  }
  return reviewIds.map((id): BulkItemResult => {
    const now = known[id];
    if (action === 'DELETE')
      return now === undefined ? { id, ok: true } : { id, ok: false, error: unsure ?? `still there (${now})` };
    if (now === undefined) return { id, ok: false, error: 'not found (deleted?)' };
    return now === action ? { id, ok: true } : { id, ok: false, error: unsure ?? `still ${now}` };
  });
}
