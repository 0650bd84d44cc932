import { isGuid } from '../messaging/wire/ids';
import { selectors } from './selectors';

export interface ReviewItem {
  id: string;
  element: Element;
}

/** The reviews a live page shows, with their ids (deduplicated, page order). */
export function findReviewItems(root: ParentNode): ReviewItem[] {
  const seen = new Set<string>();
  const items: ReviewItem[] = [];
  for (const element of root.querySelectorAll(selectors.reviewItem)) {
    const id = element.getAttribute('data-review-id')?.trim();
    if (!id || !isGuid(id) || seen.has(id)) continue; // only ids of the provider's shape are ever sent
    seen.add(id);
    items.push({ id, element });
  }
  return items;
}
