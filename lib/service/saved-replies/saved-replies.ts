import { browser } from 'wxt/browser';
import type { SavedReplies, SavedReply, SavedReplyInput } from '../../messaging/saved-replies';
import {
  EVERY_SITE_LIST,
  listsAfterSave,
  quotaProblem,
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

/** The every-site list, with the defaults stored first when it was never written. */
async function everySiteList(): Promise<StoredSavedReply[]> {
  const stored = await savedRepliesStore.get(EVERY_SITE_LIST);
  if (stored) return stored;
  const defaults = await defaultReplies(browser.i18n.getUILanguage(), newId);
  // Defaults that could not be read are not stored: the list stays never written, and is tried again.
  if (defaults) await savedRepliesStore.set({ [EVERY_SITE_LIST]: defaults });
  return defaults ?? [];
}

async function answer(accountId: string): Promise<SavedReplies> {
  const [own, everySite, all] = await Promise.all([
    savedRepliesStore.get(accountId),
    everySiteList(),
    savedRepliesStore.everything(),
  ]);
  const replies: SavedReply[] = [
    ...(own ?? []).map((r) => ({ ...r, everySite: false })),
    ...everySite.map((r) => ({ ...r, everySite: true })),
  ];
  const syncBytes = Object.entries(all).reduce((sum, [key, value]) => sum + bytesOf(key, value), 0);
  return { replies, syncBytes };
}

/**
 * Writes the changed lists once they fit: each within the browser's bound for one item, all of sync
 * storage within its total (the other keys counted as they are now). Refused whole otherwise.
 */
async function writeWithinQuota(lists: Record<string, StoredSavedReply[]>): Promise<void> {
  const all = await savedRepliesStore.everything();
  const total = Object.entries(all).reduce((sum, [key, value]) => sum + bytesOf(key, value), 0);
  const problem = quotaProblem(lists, total, (key) => (key in all ? bytesOf(key, all[key]) : 0));
  if (problem)
    throw new ServiceError(413, problem.code, 'The saved replies would not fit the sync quota.', {
      params: problem.params,
    });
  await savedRepliesStore.set(lists);
}

export const listSavedReplies = async (accountId: string): Promise<SavedReplies> => {
  await assertConnected(accountId);
  return serial(() => answer(accountId));
};

/** Saves a new reply (`id` null: put last in its list) or changes one in place (moved when its list changes). */
export function saveSavedReply(accountId: string, id: string | null, input: SavedReplyInput): Promise<SavedReplies> {
  return serial(async () => {
    await assertConnected(accountId);
    const lists = {
      [accountId]: (await savedRepliesStore.get(accountId)) ?? [],
      [EVERY_SITE_LIST]: await everySiteList(),
    };
    const { everySite, ...reply } = input;
    const changed = listsAfterSave(lists, everySite ? EVERY_SITE_LIST : accountId, id, reply, newId);
    if (!changed) throw replyGone();
    await writeWithinQuota(changed);
    return answer(accountId);
  });
}

export function deleteSavedReply(accountId: string, id: string): Promise<SavedReplies> {
  return serial(async () => {
    await assertConnected(accountId);
    const lists = {
      [accountId]: (await savedRepliesStore.get(accountId)) ?? [],
      [EVERY_SITE_LIST]: await everySiteList(),
    };
    const from = Object.keys(lists).find((list) => lists[list]!.some((r) => r.id === id));
    // Already gone (deleted in another browser): what was asked holds.
    if (from) await savedRepliesStore.set({ [from]: lists[from]!.filter((r) => r.id !== id) });
    return answer(accountId);
  });
}
