// What a review's card names besides the review itself: whether its author is a member or a visitor,
// and the reviewed store product's name and page. Both change rarely, and every page of reviews names
// them again, so each site's are read once (batched, only the ids not known yet; asks for an id
// already being read wait for that read) and kept in memory, across pages and screens. The service
// worker may stop at any time: what is lost is read again. A failed read keeps nothing, so the next
// ask reads again; nothing is ever guessed in its place.
import { itemKey, type AuthorType, type ReviewedItem, type ReviewNames } from '../../messaging/reviews';
import type { SiteClient } from '../../provider/client';
import { storeProducts } from '../../provider/products';
import { authorTypes, MAX_QUERY_LIMIT } from '../../provider/reviews';
import { createNameBook, type NameBook } from './name-book';

/** Ids kept per site and kind (the least recently asked are dropped beyond it). */
export const NAMES_PER_SITE = 3000;

interface SiteNames {
  authors: NameBook<AuthorType>;
  products: NameBook<ReviewedItem>;
}

const sites = new Map<string, SiteNames>();

function namesOf(siteId: string): SiteNames {
  let names = sites.get(siteId);
  if (!names) {
    names = { authors: createNameBook(NAMES_PER_SITE), products: createNameBook(NAMES_PER_SITE) };
    sites.set(siteId, names);
  }
  return names;
}

/** A site and the client its reads are made with. */
export interface NamedSite {
  siteId: string;
  client: SiteClient;
}

/** Member or visitor, for each contact id (one members query per 100 ids not known yet; none when all are). */
export function authorTypesOf(site: NamedSite, contactIds: readonly string[]): Promise<Record<string, AuthorType>> {
  return namesOf(site.siteId).authors.lookUp(contactIds, MAX_QUERY_LIMIT, (ids) => authorTypes(site.client, ids));
}

/** Member or visitor, for the contact ids already known on the site: no read. */
export const knownAuthorTypes = (siteId: string, contactIds: readonly string[]): Record<string, AuthorType> =>
  namesOf(siteId).authors.known(contactIds);

/**
 * Names and pages of store products, by product id: one products query per 100 ids not known yet. A
 * product the store does not have (deleted since) is known as such and left out of the answer.
 */
export function productsOf(site: NamedSite, productIds: readonly string[]): Promise<Record<string, ReviewedItem>> {
  return namesOf(site.siteId).products.lookUp(productIds, MAX_QUERY_LIMIT, (ids) => storeProducts(site.client, ids));
}

/** The names the cards of some reviews show: both reads asked together, each only for ids not known yet. */
export async function reviewNames(
  site: NamedSite,
  contactIds: readonly string[],
  productIds: readonly string[],
): Promise<ReviewNames> {
  const [types, products] = await Promise.all([authorTypesOf(site, contactIds), productsOf(site, productIds)]);
  return {
    authorTypes: types,
    items: Object.fromEntries(Object.entries(products).map(([id, item]) => [itemKey('stores', id), item])),
  };
}

/** Forgets every site's names (the connections changed: another account may answer for a site now). */
export function forgetNames(): void {
  sites.clear();
}
