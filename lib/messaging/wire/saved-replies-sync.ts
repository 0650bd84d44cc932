// Where saved replies are kept in the browser's sync storage and what room it has there: read by the
// background, which writes them (lib/service/saved-replies/), and by the panel's editor, which says
// before a save that it would not fit. Plain values: lib/storage.ts declares the items with them.

/**
 * The browser's sync storage quota (chrome.storage.sync: QUOTA_BYTES_PER_ITEM, QUOTA_BYTES), checked
 * before each write, so a save never fails half-way there.
 */
const SYNC_ITEM_BYTES = 8192;
export const SYNC_TOTAL_BYTES = 102400;

/** The list of replies offered on every site (the others are one per account, by its id). */
export const EVERY_SITE_LIST = 'everySite';

/** Where a list is kept in sync storage: `savedReplies.<accountId>`, or `savedReplies.everySite`. */
export const savedRepliesKey = (list: string): string => `savedReplies.${list}`;

/** Bytes one item of sync storage takes as the browser counts them: its key and its value as JSON, in UTF-8. */
export const syncItemBytes = (key: string, value: unknown): number =>
  new TextEncoder().encode(key + JSON.stringify(value)).length;

/** A save that would not fit, as the background refuses it and the editor says it beforehand. */
export type QuotaProblem =
  | { code: 'SAVED_REPLIES_LIST_FULL'; params: { size: number; max: number } }
  | { code: 'SAVED_REPLIES_SYNC_FULL'; params: { max: number } };

/**
 * Whether writing `changed` (lists by name) would go past the quota: one list over the bound of one
 * item, or sync storage over its total (`totalBytes` now, `bytesNow(key)` what a changed key takes now).
 */
export function quotaProblem(
  changed: Record<string, unknown>,
  totalBytes: number,
  bytesNow: (key: string) => number,
): QuotaProblem | null {
  let total = totalBytes;
  for (const [list, value] of Object.entries(changed)) {
    const key = savedRepliesKey(list);
    const size = syncItemBytes(key, value);
    if (size > SYNC_ITEM_BYTES)
      return { code: 'SAVED_REPLIES_LIST_FULL', params: { size: Math.ceil(size / 1024), max: SYNC_ITEM_BYTES / 1024 } };
    total += size - bytesNow(key);
  }
  return total > SYNC_TOTAL_BYTES
    ? { code: 'SAVED_REPLIES_SYNC_FULL', params: { max: SYNC_TOTAL_BYTES / 1024 } }
    : null;
}

/** One saved reply as kept in its list (where it is offered is which list holds it). */
export interface KeptReply {
  id: string;
  name: string;
  text: string;
  ratings: number[];
}

/**
 * The lists a save changes, worked out on the lists as they are: a new reply (`id` null, given
 * `newId`) goes last in its list, a changed one stays in place, or moves last into the other list.
 * Null when the reply changed is in neither list (deleted elsewhere).
 */
export function listsAfterSave(
  lists: Record<string, KeptReply[]>,
  target: string,
  id: string | null,
  reply: Omit<KeptReply, 'id'>,
  newId: () => string,
): Record<string, KeptReply[]> | null {
  if (id === null) return { [target]: [...(lists[target] ?? []), { id: newId(), ...reply }] };
  const from = Object.keys(lists).find((list) => lists[list]!.some((r) => r.id === id));
  if (!from) return null;
  if (from === target) return { [target]: lists[target]!.map((r) => (r.id === id ? { id, ...reply } : r)) };
  return { [from]: lists[from]!.filter((r) => r.id !== id), [target]: [...(lists[target] ?? []), { id, ...reply }] };
}
