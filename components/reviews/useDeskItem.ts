import { useQuery } from '@tanstack/react-query';
import { itemKey, type DeskPage, type ReviewedItem, type ReviewSummary } from '@/lib/messaging/reviews';
import { cardNamesOptions } from '@/lib/queries/review-names';

/**
 * The item a desk card names. The page names it, except when the page's names read failed (it lists
 * the item as unread): then the card asks for that name on its own, retried until it arrives, and
 * says nothing of the item meanwhile (`pending`). A card never says "an unnamed item" for a name it
 * has not read: only once the provider answered without one.
 */
export function useDeskItem(
  siteId: string,
  review: ReviewSummary,
  page: DeskPage | undefined,
): { item?: ReviewedItem; pending: boolean } {
  const key = itemKey(review.namespace, review.entityId);
  const listed = page?.items[key];
  const unread = !listed && review.namespace === 'stores' && page?.unread?.includes(key) === true;
  const asked = useQuery({ ...cardNamesOptions(siteId, null, review.entityId), enabled: unread });
  if (listed) return { item: listed, pending: false };
  if (!unread) return { pending: false };
  if (asked.isSuccess) return asked.data.item ? { item: asked.data.item, pending: false } : { pending: false };
  return { pending: true };
}
