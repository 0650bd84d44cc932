import { firstNameOf } from '../../first-name';
import type { ItemRef } from '../../messaging/reviews';
import type { FrameSavedReplies } from '../../messaging/saved-replies';
import { keptAccountSites } from '../connection/account-sites';
import { clientForSite, connectionForSite } from '../connection/site-clients';
import { productsOf } from '../reviews/review-names';
import { listSavedReplies } from './saved-replies';

/** The review a live page's reply editor is open on, as its ticket keeps it. */
export interface ReviewToFill {
  author: string;
  rating?: number | null;
  title?: string;
  item?: ItemRef;
}

/**
 * The saved replies a live page's reply editor offers for a review on one site (the account that owns
 * the site, and every site's), with the values its placeholders take: the reviewer's first name and the
 * review's title from the review, the site's name from the account's sites as kept, and a store
 * product's name from the names the background keeps per site (one products read when not known yet;
 * none is needed to offer the replies, so a failed read leaves the item unnamed).
 */
export async function savedRepliesForReview(siteId: string, review: ReviewToFill): Promise<FrameSavedReplies> {
  const { accountId } = await connectionForSite(siteId);
  const [{ replies }, sites, item] = await Promise.all([
    listSavedReplies(accountId),
    keptAccountSites(),
    itemName(siteId, review.item).catch(() => null),
  ]);
  return {
    replies: replies.map(({ id, name, text, ratings }) => ({ id, name, text, ratings })),
    rating: review.rating ?? null,
    values: {
      firstName: firstNameOf(review.author) || null,
      item,
      site: sites?.find((s) => s.id === siteId)?.name ?? null,
      title: review.title || null,
    },
  };
}

async function itemName(siteId: string, item: ItemRef | undefined): Promise<string | null> {
  if (item?.namespace !== 'stores') return null;
  const products = await productsOf({ siteId, client: await clientForSite(siteId) }, [item.entityId]);
  return products[item.entityId]?.name ?? null;
}
