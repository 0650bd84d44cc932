import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { SavedReplyId, SavedReplyInput, type SavedReplies } from './saved-replies';

/** A connected account, by its id (the panel knows it from the account's sites). */
const AccountScoped = z.object({ accountId: z.string().regex(/^[\w-]{1,100}$/) });

/**
 * Saved replies (admin API): kept by the background in the browser's sync storage, per account and for
 * every site. No provider call. Each write answers the account's saved replies as they are now.
 */
export const savedRepliesApi = {
  /** The account's saved replies and those for every site (the defaults are stored on the very first read). */
  'savedReplies.list': message(AccountScoped.strict()).returns<SavedReplies>(),
  /** Saves a new reply (`id` null) or changes one; one storage write, refused whole when over the quota. */
  'savedReplies.save': message(
    AccountScoped.extend({ id: SavedReplyId.nullable(), reply: SavedReplyInput }).strict(),
  ).returns<SavedReplies>(),
  'savedReplies.delete': message(AccountScoped.extend({ id: SavedReplyId }).strict()).returns<SavedReplies>(),
} satisfies ApiSpec;
