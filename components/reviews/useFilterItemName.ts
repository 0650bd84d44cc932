import { useQuery } from '@tanstack/react-query';
import type { ReviewFilter } from '@/lib/messaging/reviews';
import { cardNamesOptions } from '@/lib/queries/review-names';

/**
 * The name of the item the desk is filtered on: the one its pages named, else asked on its own once the
 * first page is in (the page reads it, so asking sooner could read it twice) and retried until it
 * arrives. Undefined while not known yet; null when the provider has no name for it.
 */
export function useFilterItemName(
  siteId: string,
  item: ReviewFilter['item'],
  known: string | undefined,
  listIn: boolean,
): string | null | undefined {
  const product = item?.namespace === 'stores' ? item.entityId : null;
  const asked = useQuery({
    ...cardNamesOptions(siteId, null, product),
    enabled: product !== null && known === undefined && listIn,
  });
  if (!item) return undefined;
  if (known !== undefined) return known;
  if (product === null) return null;
  return asked.isSuccess ? (asked.data.item?.name ?? null) : undefined;
}
