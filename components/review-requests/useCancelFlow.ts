import { useState } from 'react';
import type { CancelScope } from '@/lib/messaging/review-requests';
import { useCancelRequests, useCountCancelable } from '@/lib/queries/review-requests';

/**
 * Cancel in two steps: first the provider counts the scheduled requests the scope matches, then the
 * admin confirms that exact count. Nothing is canceled before the confirmation.
 */
export function useCancelFlow(siteId: string) {
  const [pending, setPending] = useState<{ scope: CancelScope; count: number } | null>(null);
  const count = useCountCancelable(siteId);
  const cancel = useCancelRequests(siteId);
  return {
    pending,
    ask: (scope: CancelScope) => count.mutate(scope, { onSuccess: ({ count: n }) => setPending({ scope, count: n }) }),
    confirm: () => pending && cancel.mutate(pending, { onSuccess: () => setPending(null) }),
    dismiss: () => setPending(null),
    busy: count.isPending || cancel.isPending,
    error: count.error ?? cancel.error,
  };
}
export type CancelFlow = ReturnType<typeof useCancelFlow>;
