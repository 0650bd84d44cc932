import type { DeskPage } from '../messaging/reviews';

/**
 * A desk page read again keeps the names its last answer had: an answer whose names read failed lists
 * those items and authors as unread, and a name the admin saw must not turn into nothing (or worse,
 * into a placeholder) because a later read of the same page was refused.
 */
export function keepKnownNames(old: DeskPage | undefined, next: DeskPage): DeskPage {
  if (!old || (!next.unread?.length && !next.unreadAuthors?.length)) return next;
  const items = { ...next.items };
  const unread = (next.unread ?? []).filter((key) => {
    const was = old.items[key];
    if (was) items[key] = was;
    return !was;
  });
  const kinds = new Map(
    old.reviews.flatMap((r) =>
      r.authorContactId && r.authorType !== 'UNKNOWN' ? [[r.authorContactId, r.authorType]] : [],
    ),
  );
  const unreadAuthors = (next.unreadAuthors ?? []).filter((c) => !kinds.has(c));
  const reviews = next.reviews.map((r) => {
    const kind = r.authorContactId && next.unreadAuthors?.includes(r.authorContactId) && kinds.get(r.authorContactId);
    return kind ? { ...r, authorType: kind } : r;
  });
  const { unread: _items, unreadAuthors: _authors, ...rest } = next;
  return {
    ...rest,
    reviews,
    items,
    ...(unread.length > 0 ? { unread } : {}),
    ...(unreadAuthors.length > 0 ? { unreadAuthors } : {}),
  };
}
