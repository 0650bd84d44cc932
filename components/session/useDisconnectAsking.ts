import { useState } from 'react';
import { MessageError } from '@/lib/messaging/wire/message-error';
import { useQueueNow } from '@/lib/queries/offline-queue';
import { useDisconnect } from '@/lib/queries/session';

type Choice = 'send' | 'discard';

/** The waiting-changes question, open (components/session/WaitingChangesQuestion.tsx takes these props). */
export interface DisconnectQuestion {
  count: number;
  /** Why the last choice failed (Send now after the provider refused the key): shown in the question. */
  error: unknown;
  pending: boolean;
  onChoose: (choice: Choice) => void;
  onCancel: () => void;
}

/** The count the background names when it refuses a disconnect because changes wait, else null. */
const notSentCount = (e: unknown): number | null =>
  e instanceof MessageError && e.data.code === 'CHANGES_NOT_SENT' ? Number(e.data.params?.count ?? 0) : null;

/**
 * Disconnect (one account, or every account when none is named: the error notices' Reconnect) asking
 * first what becomes of changes still waiting to be sent, as the accounts menu and Reconnect both do.
 * The panel counts them in its copy of the queue; should that be stale, the background's refusal
 * (`CHANGES_NOT_SENT`, lib/service/offline-queue/before-disconnect.ts) opens the question all the same.
 * The question stays open until the chosen disconnect succeeds, showing why it failed otherwise.
 */
export function useDisconnectAsking(): {
  disconnect: (accountId?: string) => void;
  pending: boolean;
  /** A failure outside the question (the question shows its own). */
  error: Error | null;
  question: DisconnectQuestion | null;
} {
  const mutation = useDisconnect();
  const queueNow = useQueueNow();
  const [asking, setAsking] = useState<{ accountId: string | undefined; count: number } | null>(null);

  const run = (accountId: string | undefined, queued?: Choice) =>
    mutation.mutate(
      { accountId, queued },
      {
        onSuccess: () => setAsking(null),
        onError: (e) => {
          const count = queued ? null : notSentCount(e);
          if (count !== null) setAsking({ accountId, count });
        },
      },
    );

  const disconnect = (accountId?: string) => {
    mutation.reset();
    void queueNow().then((queue) => {
      const count = (queue?.waiting ?? []).filter((c) => accountId === undefined || c.accountId === accountId).length;
      if (count === 0) run(accountId);
      else setAsking({ accountId, count });
    });
  };

  return {
    disconnect,
    pending: mutation.isPending,
    error: asking ? null : mutation.error,
    question: asking && {
      count: asking.count,
      error: mutation.error,
      pending: mutation.isPending,
      onChoose: (choice) => run(asking.accountId, choice),
      onCancel: () => {
        mutation.reset();
        setAsking(null);
      },
    },
  };
}
