import type { DeskPage } from '../messaging/reviews';

/**
 * A desk page read again keeps the item names its last answer had: an answer whose names read failed
 * lists those items as unread, and a name the admin saw must not turn into nothing (or worse, into a
 * placeholder) because a later read of the same page was refused.
 */
export function keepKnownItems(old: DeskPage | undefined, next: DeskPage): DeskPage {
  if (!old || !next.unread || next.unread.length === 0) return next;
  const items = { ...next.items };
  const unread = next.unread.filter((key) => {
    const was = old.items[key];
    if (was) items[key] = was;
    return !was;
  });
  const { unread: _was, ...rest } = next;
  return unread.length > 0 ? { ...rest, items, unread } : { ...rest, items };
}
