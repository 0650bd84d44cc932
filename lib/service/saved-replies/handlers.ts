import type { savedRepliesApi } from '../../messaging/saved-replies-api';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { deleteSavedReply, listSavedReplies, saveSavedReply } from './saved-replies';

/** Saved replies: the browser's sync storage only, no provider call. */
export const savedRepliesHandlers: Handlers<typeof savedRepliesApi, AdminSender> = {
  'savedReplies.list': ({ accountId }) => listSavedReplies(accountId),
  'savedReplies.save': ({ accountId, id, reply }) => saveSavedReply(accountId, id, reply),
  'savedReplies.delete': ({ accountId, id }) => deleteSavedReply(accountId, id),
};
