import { queryOptions } from '@tanstack/react-query';
import type { ReviewRequestStatusFilter } from '../messaging/review-requests';
import { sendAdmin } from '../messaging/send';

/** Keys follow [domain, verb, params]; invalidate `reviewRequestKeys.all` after a schedule or cancel. */
export const reviewRequestKeys = {
  all: ['reviewRequests'] as const,
  list: (siteId: string, status: ReviewRequestStatusFilter | null, cursor: string | null) =>
    ['reviewRequests', 'list', { siteId, status, cursor }] as const,
  contacts: (siteId: string, email: string) => ['reviewRequests', 'findContacts', { siteId, email }] as const,
  products: (siteId: string, name: string) => ['reviewRequests', 'findProducts', { siteId, name }] as const,
  productNames: (siteId: string, id: string) => ['reviewRequests', 'productNames', { siteId, id }] as const,
};

export const reviewRequestsOptions = (
  siteId: string,
  status: ReviewRequestStatusFilter | null,
  cursor: string | null,
) =>
  queryOptions({
    queryKey: reviewRequestKeys.list(siteId, status, cursor),
    queryFn: () => sendAdmin('reviewRequests.list', { siteId, status, cursor }),
  });

export const contactMatchesOptions = (siteId: string, email: string) =>
  queryOptions({
    queryKey: reviewRequestKeys.contacts(siteId, email),
    queryFn: () => sendAdmin('reviewRequests.findContacts', { siteId, email }),
    enabled: email.trim().length >= 2,
    staleTime: 30_000,
  });

/** Products whose name has the text (asked from 2 characters on). */
export const productMatchesOptions = (siteId: string, name: string) =>
  queryOptions({
    queryKey: reviewRequestKeys.products(siteId, name),
    queryFn: () => sendAdmin('reviewRequests.findProducts', { siteId, name }),
    enabled: name.trim().length >= 2,
    staleTime: 60_000,
  });

/** The name of one product by id (null: the site has no such product). */
export const productNameOptions = (siteId: string, id: string) =>
  queryOptions({
    queryKey: reviewRequestKeys.productNames(siteId, id),
    queryFn: async () => (await sendAdmin('reviewRequests.productNames', { siteId, ids: [id] }))[id] ?? null,
    enabled: id.trim() !== '',
    staleTime: 5 * 60_000,
  });

export const visitorClientOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['reviewCollect', 'visitorClient', { siteId }] as const,
    queryFn: () => sendAdmin('reviewCollect.visitorClient', { siteId }),
  });
