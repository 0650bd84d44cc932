import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { t } from '../i18n';
import type { SavedReplies, SavedReply, SavedReplyInput } from '../messaging/saved-replies';
import { sendAdmin } from './send';
import { useWrite } from './write';

// Saved replies: kept by the background in the browser's sync storage (no provider call). Each write
// answers the account's saved replies as they now are, which replace the cached list: nothing is read again.

export const savedReplyKeys = {
  all: ['savedReplies'] as const,
  list: (accountId: string) => ['savedReplies', 'list', { accountId }] as const,
};

/** An account's saved replies and those for every site. Read again when shown (another browser's sync may have changed them). */
export const savedRepliesOptions = (accountId: string) =>
  queryOptions({
    queryKey: savedReplyKeys.list(accountId),
    queryFn: () => sendAdmin('savedReplies.list', { accountId }),
    staleTime: 10_000,
    networkMode: 'always',
  });

/** Every account's cached list takes the answer's every-site replies (the other accounts share them). */
const answered = (accountId: string) => (queryClient: QueryClient, data: SavedReplies) => {
  queryClient.setQueryData(savedReplyKeys.list(accountId), data);
  void queryClient.invalidateQueries({
    queryKey: savedReplyKeys.all,
    predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(savedReplyKeys.list(accountId)),
  });
};

/** Saves a new saved reply (`id` null: a new one, a duplicate too) or changes one. */
export function useSaveSavedReply(accountId: string) {
  return useWrite({
    send: (v: { id: string | null; reply: SavedReplyInput }) =>
      sendAdmin('savedReplies.save', { accountId, id: v.id, reply: v.reply }),
    says: (_, v) => (v.id ? t('savedReplies.saved') : t('savedReplies.created')),
    update: answered(accountId),
    refreshesAfterFailure: () => [savedReplyKeys.list(accountId)],
  });
}

export function useDeleteSavedReply(accountId: string) {
  return useWrite({
    send: (reply: SavedReply) => sendAdmin('savedReplies.delete', { accountId, id: reply.id }),
    says: () => t('savedReplies.deleted'),
    update: answered(accountId),
  });
}
