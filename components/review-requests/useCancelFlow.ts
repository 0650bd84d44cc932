import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CancelScope } from '@/lib/messaging/review-requests';
import { sendAdmin } from '@/lib/messaging/send';
import { plural, t } from '@/lib/i18n';
import { reviewRequestKeys } from '@/lib/queries/review-requests';
import { useToast } from '../common/Toast';

/**
 * Cancel in two steps: first the provider counts the scheduled requests the scope matches, then the
 * admin confirms that exact count. Nothing is canceled before the confirmation.
 */
export function useCancelFlow(siteId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<{ scope: CancelScope; count: number } | null>(null);
  const count = useMutation({
    mutationFn: (scope: CancelScope) => sendAdmin('reviewRequests.countCancelable', { siteId, scope }),
    onSuccess: ({ count: n }, scope) => setPending({ scope, count: n }),
  });
  const cancel = useMutation({
    mutationFn: (p: { scope: CancelScope; count: number }) =>
      sendAdmin('reviewRequests.cancel', { siteId, scope: p.scope }),
    onSuccess: (_r, p) => {
      setPending(null);
      toast(t('reviewRequests.canceledToast', { count: plural('reviewRequests.count', p.count) }));
      return queryClient.invalidateQueries({ queryKey: reviewRequestKeys.all });
    },
  });
  return {
    pending,
    ask: (scope: CancelScope) => count.mutate(scope),
    confirm: () => pending && cancel.mutate(pending),
    dismiss: () => setPending(null),
    busy: count.isPending || cancel.isPending,
    error: count.error ?? cancel.error,
  };
}
export type CancelFlow = ReturnType<typeof useCancelFlow>;
