import { queryOptions } from '@tanstack/react-query';
import type { ReviewRequestStatusFilter } from '../messaging/review-requests';
import { sendAdmin } from '../messaging/send';

/** Keys follow [domain, verb, params]; invalidate `reviewRequestKeys.all` after a schedule or cancel. */
export const reviewRequestKeys = {
  all: ['reviewRequests'] as const,
  list: (siteId: string, status: ReviewRequestStatusFilter | null, cursor: string | null) => ['reviewRequests', 'list', { siteId, status, cursor }] as const,
  contacts: (siteId: string, email: string) => ['reviewRequests', 'findContacts', { siteId, email }] as const,
  items: (siteId: string) => ['reviewRequests', 'knownItems', { siteId }] as const,
};

export const reviewRequestsOptions = (siteId: string, status: ReviewRequestStatusFilter | null, cursor: string | null) =>
  queryOptions({ queryKey: reviewRequestKeys.list(siteId, status, cursor), queryFn: () => sendAdmin('reviewRequests.list', { siteId, status, cursor }) });

export const contactMatchesOptions = (siteId: string, email: string) =>
  queryOptions({
    queryKey: reviewRequestKeys.contacts(siteId, email),
    queryFn: () => sendAdmin('reviewRequests.findContacts', { siteId, email }),
    enabled: email.trim().length >= 2,
    staleTime: 30_000,
  });

export const knownItemsOptions = (siteId: string) =>
  queryOptions({ queryKey: reviewRequestKeys.items(siteId), queryFn: () => sendAdmin('reviewRequests.knownItems', { siteId }), staleTime: 60_000 });

export const visitorClientOptions = (siteId: string) =>
  queryOptions({ queryKey: ['reviewCollect', 'visitorClient', { siteId }] as const, queryFn: () => sendAdmin('reviewCollect.visitorClient', { siteId }) });
