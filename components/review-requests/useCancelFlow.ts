import { useState } from 'react';
import type { CancelScope } from '@/lib/messaging/review-requests';
import { useCancelRequests, useCountCancelable } from '@/lib/queries/review-requests';
import { retryOf } from '@/lib/queries/write';

/**
 * Cancel in two steps: first the provider counts the scheduled requests the scope matches, then the
 * admin confirms that exact count. Nothing is canceled before the confirmation.
 */
export function useCancelFlow(siteId: string) {
  const [pending, setPending] = useState<{ scope: CancelScope; count: number } | null>(null);
  const count = useCountCancelable(siteId);
  const cancel = useCancelRequests(siteId);
  // The count answered: the question with it.
  const counted = {
    onSuccess: ({ count: n }: { count: number }, scope: CancelScope) => setPending({ scope, count: n }),
  };
  const busy = count.isPending || cancel.isPending;
  return {
    pending,
    ask: (scope: CancelScope) => count.mutate(scope, counted),
    // The question closes either way: a failure is shown below the list, with its Retry.
    confirm: () => pending && cancel.mutate(pending, { onSettled: () => setPending(null) }),
    dismiss: () => setPending(null),
    busy,
    error: count.error ?? cancel.error,
    /**
     * The failed step again: the count, or the cancel of the confirmed scope (canceling what is
     * SCHEDULED in a scope is safe to send again: what it canceled is no longer scheduled).
     */
    retry: busy
      ? undefined
      : count.error
        ? retryOf(count, counted)
        : cancel.error
          ? retryOf(cancel, { onSuccess: () => setPending(null) })
          : undefined,
  };
}
export type CancelFlow = ReturnType<typeof useCancelFlow>;
