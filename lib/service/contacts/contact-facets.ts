import type { ContactFacets, ContactFilter } from '../../messaging/contacts';
import type { SiteClient } from '../../provider/client';
import { withSearch } from '../../provider/contact-search';
import { queryFacets } from '../../provider/contacts';
import { facetCountFilter } from '../../provider/facet-count-filter';

/**
 * The Contacts tab's facets for its list: counted within the list's search and filter when the
 * provider can count them (none, or email subscription conditions only), else over the whole site
 * (`narrowed: false`; the list's own total comes from its query). Never the provider's refusal of
 * a filter it can't count.
 */
export async function facetsForList(
  client: SiteClient,
  filter: ContactFilter | null,
  search: string,
): Promise<ContactFacets> {
  const countable = facetCountFilter(withSearch(filter, search));
  if (countable === undefined) return { facets: await queryFacets(client, null), narrowed: false };
  return { facets: await queryFacets(client, countable), narrowed: true };
}
