import type { SavedReply, SavedReplyInput } from '@/lib/messaging/saved-replies';
import { codeWords } from '@/lib/ui/error-words';
import {
  EVERY_SITE_LIST,
  listsAfterSave,
  quotaProblem,
  savedRepliesKey,
  syncItemBytes,
  type KeptReply,
} from '@/lib/messaging/wire/saved-replies-sync';

/** A new reply's id as the background makes it (a UUID): as long, so the room it takes is counted right. */
const ID_LIKE = () => '00000000-0000-4000-8000-000000000000';
const kept = ({ id, name, text, ratings }: SavedReply): KeptReply => ({ id, name, text, ratings });

/**
 * Why this save would not fit the browser's sync storage, in words, or null: the editor says it before
 * Save (the background checks again, on the lists as stored then, and refuses the same way).
 */
export function syncRoomProblem(
  accountId: string,
  replies: readonly SavedReply[],
  syncBytes: number,
  id: string | null,
  input: SavedReplyInput,
): string | null {
  const lists: Record<string, KeptReply[]> = {
    [accountId]: replies.filter((r) => !r.everySite).map(kept),
    [EVERY_SITE_LIST]: replies.filter((r) => r.everySite).map(kept),
  };
  const { everySite, ...reply } = input;
  const changed = listsAfterSave(lists, everySite ? EVERY_SITE_LIST : accountId, id, reply, ID_LIKE);
  if (!changed) return null;
  const now = Object.fromEntries(Object.entries(lists).map(([list, value]) => [savedRepliesKey(list), value]));
  const problem = quotaProblem(changed, syncBytes, (key) => (now[key] ? syncItemBytes(key, now[key]) : 0));
  // Worded as the background's refusal of the same save would be.
  return problem ? codeWords(problem.code, problem.params) : null;
}
