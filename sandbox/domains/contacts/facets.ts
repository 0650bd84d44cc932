// List/Query Facets (docs/provider-contract.md §3.3, the SDK's ContactsFacet): ALL_CONTACTS,
// NOT_LABELED, one LABEL facet per site label, the SUBSCRIPTION_STATUS facets of the primary
// email (subscription and deliverability states), the MEMBERSHIP_STATUS facets; each with its
// count and the filter that queries its contacts. Names are English only (`language` ignored).
import type { Db } from '../../db/open.ts';
import { resolveLimit, type PageLimits } from '../../query/paging.ts';
import { countFacets } from './facet-counts.ts';
import { siteLabels } from './labels.ts';
import type { ContactFilter } from './store.ts';

export type FacetType = 'ALL_CONTACTS' | 'NOT_LABELED' | 'LABEL' | 'SUBSCRIPTION_STATUS' | 'MEMBERSHIP_STATUS';

export interface ContactsFacet {
  facetType: FacetType;
  namespace?: string;
  namespaceDisplayName?: string;
  facetKey: string;
  facetDisplayName: string;
  count: number;
  queryFilter?: Record<string, unknown>;
}

type StateFacet = readonly [
  key: string,
  displayName: string,
  field: 'subscriptionStatus' | 'deliverabilityStatus',
  value: string,
];

const SUBSCRIPTION_FACETS: readonly StateFacet[] = [
  ['subscribed', 'Subscribed', 'subscriptionStatus', 'SUBSCRIBED'],
  ['unsubscribed', 'Unsubscribed', 'subscriptionStatus', 'UNSUBSCRIBED'],
  ['pending', 'Pending', 'subscriptionStatus', 'PENDING'],
  ['bounced', 'Bounced', 'deliverabilityStatus', 'BOUNCED'],
  ['spam', 'Spam', 'deliverabilityStatus', 'SPAM_COMPLAINT'],
  ['inactive', 'Inactive', 'deliverabilityStatus', 'INACTIVE'],
];

const MEMBERSHIP_FACETS: readonly (readonly [key: string, displayName: string, value: string])[] = [
  ['approved', 'Approved', 'APPROVED'],
  ['denied', 'Blocked', 'DENIED'],
  ['pending', 'Pending', 'PENDING'],
  ['inactive', 'Inactive', 'INACTIVE'],
];

/** Every facet of the site, counted over the contacts `q` matches, in the provider's order. */
export function contactFacets(db: Db, siteId: string, q: ContactFilter): ContactsFacet[] {
  const counts = countFacets(db, siteId, q);
  const out: ContactsFacet[] = [
    { facetType: 'ALL_CONTACTS', facetKey: 'contacts.all', facetDisplayName: 'All Contacts', count: counts.total },
    {
      facetType: 'NOT_LABELED',
      facetKey: 'contacts.not-labeled',
      facetDisplayName: 'Not Labeled',
      count: counts.notLabeled,
    },
  ];
  for (const l of siteLabels(db, siteId)) {
    out.push({
      facetType: 'LABEL',
      namespace: l.namespace,
      namespaceDisplayName: l.namespaceDisplayName,
      facetKey: l.key,
      facetDisplayName: l.displayName,
      count: counts.labels.get(l.key) ?? 0,
      queryFilter: { 'info.labelKeys': { $hasSome: [l.key] } },
    });
  }
  for (const [key, name, field, value] of SUBSCRIPTION_FACETS) {
    out.push({
      facetType: 'SUBSCRIPTION_STATUS',
      namespace: 'emailSubscriptions',
      namespaceDisplayName: 'Subscription Status',
      facetKey: `emailSubscriptions.${key}`,
      facetDisplayName: name,
      count: (field === 'subscriptionStatus' ? counts.subscription : counts.deliverability).get(value) ?? 0,
      queryFilter: { [`info.extendedFields.emailSubscriptions.${field}`]: { $eq: value } },
    });
  }
  for (const [key, name, value] of MEMBERSHIP_FACETS) {
    out.push({
      facetType: 'MEMBERSHIP_STATUS',
      namespace: 'membershipStatus',
      namespaceDisplayName: 'Membership Status',
      facetKey: `membershipStatus.${key}`,
      facetDisplayName: name,
      count: counts.membership.get(value) ?? 0,
      queryFilter: { 'info.extendedFields.members.membershipStatus': { $eq: value } },
    });
  }
  return out;
}

/** One page of the facet list with its paging metadata (the facets, not the contacts, are paged). */
export function facetsPage(
  facets: readonly ContactsFacet[],
  paging: { limit?: number | null; offset?: number | null } | null | undefined,
  limits: PageLimits,
  field: string,
) {
  const limit = resolveLimit(paging?.limit, limits, field);
  const offset = paging?.offset ?? 0;
  const page = facets.slice(offset, offset + limit);
  return { facets: page, pagingMetadata: { count: page.length, offset, total: facets.length } };
}
