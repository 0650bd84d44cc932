import { z } from 'zod';

/** A star rating a saved reply suits. */
const ReplyRating = z.int().min(1).max(5);

/** Bounds of a saved reply: both lists of an account must fit the browser's sync quota (below). */
export const SAVED_REPLY_NAME_MAX = 80;
export const SAVED_REPLY_TEXT_MAX = 2000;

export { SYNC_TOTAL_BYTES } from './wire/saved-replies-sync';

export const SavedReplyId = z.string().regex(/^[\w-]{8,40}$/);

/** What the manager's editor saves. `everySite`: offered on every connected site, else on the account's sites only. */
export const SavedReplyInput = z
  .object({
    name: z.string().trim().min(1).max(SAVED_REPLY_NAME_MAX),
    text: z.string().trim().min(1).max(SAVED_REPLY_TEXT_MAX),
    /** The ratings it suits (none: any rating). */
    ratings: z.array(ReplyRating).max(5),
    everySite: z.boolean(),
  })
  .strict();
export type SavedReplyInput = z.infer<typeof SavedReplyInput>;

/** A saved reply as stored (in the account's list or the every-site list) and as the screens get it. */
export interface SavedReply extends SavedReplyInput {
  id: string;
}

/** An account's saved replies: its own and those for every site, with the sync storage they take. */
export interface SavedReplies {
  replies: SavedReply[];
  /** Bytes the extension's sync storage holds now, of SYNC_TOTAL_BYTES. */
  syncBytes: number;
}

/** What a review gives a saved reply's placeholders (lib/ui/reply-placeholders.ts); null: it has none. */
export interface ReplyValues {
  firstName: string | null;
  item: string | null;
  site: string | null;
  title: string | null;
}

/** The saved replies a live page's reply editor may offer, with what its review fills them with. */
export interface FrameSavedReplies {
  replies: Pick<SavedReply, 'id' | 'name' | 'text' | 'ratings'>[];
  rating: number | null;
  values: ReplyValues;
}
