import { browser } from 'wxt/browser';
import {
  SYNC_ITEM_BYTES,
  SYNC_TOTAL_BYTES,
  type SavedReplies,
  type SavedReply,
  type SavedReplyInput,
} from '../../messaging/saved-replies';
import { EVERY_SITE_LIST, savedRepliesStore, type StoredSavedReply } from '../../storage';
import { storedConnections } from '../connection/connections';
import { createSerializer } from '../infra/serialize';
import { ServiceError } from '../infra/service-error';
import { defaultReplies } from './defaults';

// An account's saved replies: its own list and the every-site list, each one item of the browser's sync
// storage (lib/storage.ts). A change is worked out on the lists as stored now (another browser's sync may
// have changed them), checked against the sync quota, then written in one storage call: whole or nothing.

const serial = createSerializer();
const newId = () => crypto.randomUUID();

/** Bytes one stored item takes in the browser's count: its key and its value as JSON, in UTF-8. */
const bytesOf = (key: string, value: unknown) => new TextEncoder().encode(key + JSON.stringify(value)).length;

const accountNotConnected = () => new ServiceError(404, 'ACCOUNT_NOT_CONNECTED', 'No connected account has this id.');
const replyGone = () => new ServiceError(409, 'SAVED_REPLY_GONE', 'This saved reply was changed or deleted elsewhere.');

async function assertConnected(accountId: string): Promise<void> {
  if (!(await storedConnections()).some((c) => c.accountId === accountId)) throw accountNotConnected();
}

/** The every-site list, with the defaults stored first when it was never written. */
async function everySiteList(): Promise<StoredSavedReply[]> {
  const stored = await savedRepliesStore.get(EVERY_SITE_LIST);
  if (stored) return stored;
  const defaults = defaultReplies(browser.i18n.getUILanguage(), newId);
  await savedRepliesStore.set({ [EVERY_SITE_LIST]: defaults });
  return defaults;
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
  let total = 0;
  for (const [key, value] of Object.entries(all)) total += bytesOf(key, value);
  for (const [list, replies] of Object.entries(lists)) {
    const key = savedRepliesStore.key(list);
    const size = bytesOf(key, replies);
    if (size > SYNC_ITEM_BYTES)
      throw new ServiceError(413, 'SAVED_REPLIES_LIST_FULL', 'The list would exceed the sync quota for one item.', {
        params: { size: Math.ceil(size / 1024), max: SYNC_ITEM_BYTES / 1024 },
      });
    total += size - (key in all ? bytesOf(key, all[key]) : 0);
  }
  if (total > SYNC_TOTAL_BYTES)
    throw new ServiceError(413, 'SAVED_REPLIES_SYNC_FULL', 'The sync storage would exceed its quota.', {
      params: { max: SYNC_TOTAL_BYTES / 1024 },
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
    const target = everySite ? EVERY_SITE_LIST : accountId;
    const changed: Record<string, StoredSavedReply[]> = {};
    if (id === null) changed[target] = [...lists[target]!, { id: newId(), ...reply }];
    else {
      const from = Object.keys(lists).find((list) => lists[list]!.some((r) => r.id === id));
      if (!from) throw replyGone();
      if (from === target) changed[target] = lists[target]!.map((r) => (r.id === id ? { id, ...reply } : r));
      else {
        changed[from] = lists[from]!.filter((r) => r.id !== id);
        changed[target] = [...lists[target]!, { id, ...reply }];
      }
    }
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
