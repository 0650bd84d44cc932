import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueueState } from '../messaging/wire/queued';
import { sendAdmin } from './send';
import { useWrite } from './write';

// The offline queue as the panel sees it (docs/architecture.md "Changes that wait for the connection"):
// the background holds and sends it; the panel lists it, cancels a waiting change, dismisses a refused
// one, and tells the background when the browser is online again.

export const queueKeys = { all: ['offlineQueue'] as const };

/** Read while offline too (the background holds it, no provider call): that is when it matters. */
export const offlineQueueOptions = () =>
  queryOptions({ queryKey: queueKeys.all, queryFn: () => sendAdmin('queue.list', {}), networkMode: 'always' });

/**
 * Reads the queue as the background holds it now (afresh: a question asked from it must not count a
 * stale copy); null when it can't be read.
 */
export function useQueueNow(): () => Promise<QueueState | null> {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...offlineQueueOptions(), staleTime: 0 }).catch(() => null);
}

/** A queue answer from the background: the panel's copy is replaced with it. */
const replaced = (queryClient: ReturnType<typeof useQueryClient>, state: QueueState) =>
  queryClient.setQueryData(queueKeys.all, state);

export function useCancelQueued() {
  return useWrite({ send: (id: string) => sendAdmin('queue.cancel', { id }), update: replaced });
}

export function useDismissRefused() {
  return useWrite({ send: (id: string) => sendAdmin('queue.dismiss', { id }), update: replaced });
}

/** While the panel is open: the browser's `online` event asks the background to send what waits. */
export function useTellOnline(): void {
  useEffect(() => {
    const online = () => void sendAdmin('queue.online', {}).catch(() => undefined);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
}
