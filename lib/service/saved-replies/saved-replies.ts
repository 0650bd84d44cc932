import { browser } from 'wxt/browser';
import type { SavedReplies, SavedReply, SavedReplyInput } from '../../messaging/saved-replies';
import {
  EVERY_SITE_LIST,
  listsAfterSave,
  quotaProblem,
  savedRepliesKey,
  syncItemBytes as bytesOf,
} from '../../messaging/wire/saved-replies-sync';
import { savedRepliesStore, type StoredSavedReply } from '../../storage';
import { storedConnections } from '../connection/connections';
import { createSerializer } from '../infra/serialize';
import { ServiceError } from '../infra/service-error';
import { defaultReplies } from './defaults';

// An account's saved replies: its own list and the every-site list, each one item of the browser's sync
// storage (lib/storage.ts). A change is worked out on the lists as stored now (another browser's sync may
// have changed them), checked against the sync quota, then written in one storage call: whole or nothing.

const serial = createSerializer();
const newId = () => crypto.randomUUID();

const accountNotConnected = () => new ServiceError(404, 'ACCOUNT_NOT_CONNECTED', 'No connected account has this id.');
const replyGone = () => new ServiceError(409, 'SAVED_REPLY_GONE', 'This saved reply was changed or deleted elsewhere.');

async function assertConnected(accountId: string): Promise<void> {
  if (!(await storedConnections()).some((c) => c.accountId === accountId)) throw accountNotConnected();
}

/** Sync storage as it is now (one read): every key counts for the quota, and holds the lists. */
type SyncNow = Record<string, unknown>;

const listOf = (sync: SyncNow, list: string): StoredSavedReply[] =>
  (sync[savedRepliesKey(list)] as StoredSavedReply[] | undefined) ?? [];

const totalBytes = (sync: SyncNow): number =>
  Object.entries(sync).reduce((sum, [key, value]) => sum + bytesOf(key, value), 0);

/** Sync storage now, with the every-site list's defaults stored first when that list was never written. */
async function readSync(): Promise<SyncNow> {
  const sync = await savedRepliesStore.everything();
  if (sync[savedRepliesKey(EVERY_SITE_LIST)] !== undefined) return sync;
  const defaults = await defaultReplies(browser.i18n.getUILanguage(), newId);
  // Defaults that could not be read are not stored: the list stays never written, and is tried again.
  return defaults ? written(sync, { [EVERY_SITE_LIST]: defaults }) : sync;
}

/** Writes these lists in one storage call; answers sync storage as it is after it. */
async function written(sync: SyncNow, lists: Record<string, StoredSavedReply[]>): Promise<SyncNow> {
  await savedRepliesStore.set(lists);
  return {
    ...sync,
    ...Object.fromEntries(Object.entries(lists).map(([list, value]) => [savedRepliesKey(list), value])),
  };
}

/** The account's two lists as sync storage holds them now. */
const currentLists = (sync: SyncNow, accountId: string): Record<string, StoredSavedReply[]> => ({
  [accountId]: listOf(sync, accountId),
  [EVERY_SITE_LIST]: listOf(sync, EVERY_SITE_LIST),
});

function answer(sync: SyncNow, accountId: string): SavedReplies {
  const replies: SavedReply[] = [
    ...listOf(sync, accountId).map((r) => ({ ...r, everySite: false })),
    ...listOf(sync, EVERY_SITE_LIST).map((r) => ({ ...r, everySite: true })),
  ];
  return { replies, syncBytes: totalBytes(sync) };
}

/**
 * Writes the changed lists once they fit: each within the browser's bound for one item, all of sync
 * storage within its total (the other keys counted as they are now). Refused whole otherwise.
 * Answers sync storage as it is after the write.
 */
async function writeWithinQuota(sync: SyncNow, lists: Record<string, StoredSavedReply[]>): Promise<SyncNow> {
  const problem = quotaProblem(lists, totalBytes(sync), (key) => (key in sync ? bytesOf(key, sync[key]) : 0));
  if (problem)
    throw new ServiceError(413, problem.code, 'The saved replies would not fit the sync quota.', {
      params: problem.params,
    });
  return written(sync, lists);
}

export const listSavedReplies = async (accountId: string): Promise<SavedReplies> => {
  await assertConnected(accountId);
  return serial(async () => answer(await readSync(), accountId));
};

/** Saves a new reply (`id` null: put last in its list) or changes one in place (moved when its list changes). */
export function saveSavedReply(accountId: string, id: string | null, input: SavedReplyInput): Promise<SavedReplies> {
  return serial(async () => {
    await assertConnected(accountId);
    const sync = await readSync();
    const { everySite, ...reply } = input;
    const changed = listsAfterSave(
      currentLists(sync, accountId),
      everySite ? EVERY_SITE_LIST : accountId,
      id,
      reply,
      newId,
    );
    if (!changed) throw replyGone();
    return answer(await writeWithinQuota(sync, changed), accountId);
  });
}

export function deleteSavedReply(accountId: string, id: string): Promise<SavedReplies> {
  return serial(async () => {
    await assertConnected(accountId);
    const sync = await readSync();
    const lists = currentLists(sync, accountId);
    const from = Object.keys(lists).find((list) => lists[list]!.some((r) => r.id === id));
    // Already gone (deleted in another browser): what was asked holds.
    if (!from) return answer(sync, accountId);
    return answer(await written(sync, { [from]: lists[from]!.filter((r) => r.id !== id) }), accountId);
  });
}
