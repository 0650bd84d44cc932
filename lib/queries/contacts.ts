import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactFilter, ContactPage, ContactRead, ContactSort } from '../messaging/contacts';
import { sendAdmin } from './send';

// The Contacts tool's reads. Its writes are in contact-writes.ts.

export interface ContactListParams {
  filter: ContactFilter | null;
  search: string;
  sort: ContactSort | null;
  offset: number;
  limit: number;
}

/** Keys follow [domain, verb, params]; invalidate `contactKeys.all` when any contact changes. */
export const contactKeys = {
  all: ['contacts'] as const,
  /** Every page of every list: what a change to one contact makes stale. */
  lists: ['contacts', 'query'] as const,
  list: (siteId: string, p: ContactListParams) => ['contacts', 'query', { siteId, ...p }] as const,
  /** Every facet count: what labelling a contact, or a new label, makes stale. */
  allFacets: ['contacts', 'facets'] as const,
  facets: (siteId: string, filter: ContactFilter | null, search: string) =>
    ['contacts', 'facets', { siteId, filter, search }] as const,
  one: (siteId: string, contactId: string) => ['contacts', 'get', { siteId, contactId }] as const,
  labels: (siteId: string) => ['contacts', 'labels', { siteId }] as const,
  extendedFields: (siteId: string) => ['contacts', 'extendedFields', { siteId }] as const,
  /** Every merge preview: dropped, not refetched, once a merge is done (its sources are gone). */
  mergePreviews: ['contacts', 'previewMerge'] as const,
  mergePreview: (siteId: string, targetId: string, sourceIds: string[]) =>
    ['contacts', 'previewMerge', { siteId, targetId, sourceIds }] as const,
};

/**
 * Each search text is its own key, so a late answer to an older keystroke lands in that key's cache
 * and is never shown for the newer text; the previous list stays up while the next one loads.
 */
export const contactListOptions = (siteId: string, p: ContactListParams) =>
  queryOptions({
    queryKey: contactKeys.list(siteId, p),
    queryFn: () => sendAdmin('contacts.query', { siteId, ...p }),
    placeholderData: keepPreviousData,
  });

export const contactFacetsOptions = (siteId: string, filter: ContactFilter | null, search: string) =>
  queryOptions({
    queryKey: contactKeys.facets(siteId, filter, search),
    queryFn: () => sendAdmin('contacts.facets', { siteId, filter, search }),
    placeholderData: keepPreviousData,
  });

export const contactOptions = (siteId: string, contactId: string) =>
  queryOptions({
    queryKey: contactKeys.one(siteId, contactId),
    queryFn: () => sendAdmin('contacts.get', { siteId, contactId }),
  });

export const contactLabelsOptions = (siteId: string) =>
  queryOptions({
    queryKey: contactKeys.labels(siteId),
    queryFn: () => sendAdmin('contacts.labels', { siteId }),
    staleTime: 60_000,
  });

export const extendedFieldsOptions = (siteId: string) =>
  queryOptions({
    queryKey: contactKeys.extendedFields(siteId),
    queryFn: () => sendAdmin('contacts.extendedFields', { siteId }),
    staleTime: 300_000,
  });

/** The contact the provider would make of these (nothing is merged); a refusal is shown, not retried. */
export const mergePreviewOptions = (siteId: string, targetId: string, sourceIds: string[]) =>
  queryOptions({
    queryKey: contactKeys.mergePreview(siteId, targetId, sourceIds),
    queryFn: () => sendAdmin('contacts.previewMerge', { siteId, targetId, sourceIds }),
    retry: false,
  });

/** One contact as it is now, asked outside the cache (e.g. after a revision conflict). */
export const getContact = (siteId: string, contactId: string): Promise<ContactRead> =>
  sendAdmin('contacts.get', { siteId, contactId });

/** Pages of one search, filter and sort, fetched one by one outside the cache (the CSV export walks them). */
export const contactPages =
  (siteId: string, q: { filter: ContactFilter | null; search: string; sort: ContactSort | null }) =>
  (offset: number, limit: number): Promise<ContactPage> =>
    sendAdmin('contacts.query', { siteId, ...q, offset, limit });
