// A bulk create's answer as the provider's bulk calls give it (Bulk Create Review, Bulk Create Review
// Request): each item made in turn in a savepoint of its own, so a refused one is its result's error
// and leaves nothing behind while the others go on, and the totals.
import type { Db } from '../db/open.ts';
import { ProviderError } from './errors.ts';

/** A refused item, as its result's `itemMetadata.error` says it (code, description, data). */
function itemError(e: ProviderError): { code: string; description: string; data: Record<string, unknown> } {
  const details = e.body.details;
  return 'applicationError' in details
    ? {
        code: details.applicationError.code,
        description: details.applicationError.description,
        data: details.applicationError.data,
      }
    : {
        code: 'INVALID_ARGUMENT',
        description: e.body.message,
        data: { fieldViolations: details.validationError.fieldViolations },
      };
}

/**
 * Makes each item with `make` (a ProviderError refuses that item alone, undoing what it wrote); the
 * made entity is in its result under `entityKey` when `returnEntity` asked for it. Called inside the
 * call's transaction.
 */
export function bulkCreated<T extends { id: string }>(
  db: Db,
  items: readonly unknown[],
  make: (raw: unknown, originalIndex: number) => T,
  answer: { entityKey: string; returnEntity: boolean },
) {
  const results = items.map((raw, originalIndex) => {
    try {
      const made = db.transaction(() => make(raw, originalIndex))();
      return {
        itemMetadata: { id: made.id, originalIndex, success: true },
        ...(answer.returnEntity && { [answer.entityKey]: made }),
      };
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      return { itemMetadata: { originalIndex, success: false, error: itemError(e) } };
    }
  });
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 },
  };
}
