import { useQuery } from '@tanstack/react-query';
import {
  itemKey,
  type AuthorType,
  type DeskPage,
  type ReviewedItem,
  type ReviewSummary,
} from '@/lib/messaging/reviews';
import { cardNamesOptions } from '@/lib/queries/review-names';

export interface DeskNames {
  item?: ReviewedItem;
  /** The author's kind, where the page could not read it and the card's own ask did. */
  authorType?: AuthorType;
  /** Names still being read: left unsaid meanwhile. */
  pending: { author: boolean; item: boolean };
}

/**
 * What a desk card names besides the review. The page names it, except when the page's names read
 * failed (it lists the item or the author as unread): then the card asks for those names on its own,
 * retried until they arrive, and says nothing of them meanwhile. A card never says "an unnamed item"
 * or "author type unknown" for a name it has not read: only once the provider answered without one.
 */
export function useDeskNames(siteId: string, review: ReviewSummary, page: DeskPage | undefined): DeskNames {
  const key = itemKey(review.namespace, review.entityId);
  const listed = page?.items[key];
  const itemUnread = !listed && review.namespace === 'stores' && page?.unread?.includes(key) === true;
  const contact = review.authorContactId;
  const authorUnread = contact !== null && page?.unreadAuthors?.includes(contact) === true;
  const asked = useQuery({
    ...cardNamesOptions(siteId, authorUnread ? contact : null, itemUnread ? review.entityId : null),
    enabled: itemUnread || authorUnread,
  });
  const answered = asked.isSuccess ? asked.data : null;
  return {
    ...(listed ? { item: listed } : answered?.item ? { item: answered.item } : {}),
    ...(authorUnread && answered ? { authorType: answered.authorType ?? 'UNKNOWN' } : {}),
    pending: { author: authorUnread && !answered, item: itemUnread && !answered },
  };
}
