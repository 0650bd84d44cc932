import { queryOptions } from '@tanstack/react-query';
import { formatDate, plural, t } from '../i18n';
import type { CancelScope, ReviewRequestStatusFilter, ReviewRequestSummary } from '../messaging/review-requests';
import type { ReviewedItem } from '../messaging/reviews';
import { sendAdmin } from './send';
import { retrySafe } from './retry-safe';
import { useWrite } from './write';

/** Keys follow [domain, verb, params]; a schedule or cancel refreshes `reviewRequestKeys.all`. */
export const reviewRequestKeys = {
  all: ['reviewRequests'] as const,
  list: (siteId: string, status: ReviewRequestStatusFilter | null, cursor: string | null) =>
    ['reviewRequests', 'list', { siteId, status, cursor }] as const,
  contacts: (siteId: string, email: string) => ['reviewRequests', 'findContacts', { siteId, email }] as const,
  products: (siteId: string, name: string) => ['reviewRequests', 'findProducts', { siteId, name }] as const,
  productNames: (siteId: string, id: string) => ['reviewRequests', 'productNames', { siteId, id }] as const,
  itemNames: (siteId: string, ids: readonly string[]) => ['reviewRequests', 'itemNames', { siteId, ids }] as const,
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

/** The message's limit of product ids per call (lib/messaging/review-requests-api.ts). */
const NAMES_PER_CALL = 20;

/** The names of the items a page of requests is about (ids in any order; one call per 20 products). */
export const requestItemNamesOptions = (siteId: string, itemIds: readonly string[]) => {
  const ids = [...new Set(itemIds)].sort();
  return queryOptions({
    queryKey: reviewRequestKeys.itemNames(siteId, ids),
    queryFn: async () => {
      const chunks = Array.from({ length: Math.ceil(ids.length / NAMES_PER_CALL) }, (_, i) =>
        ids.slice(i * NAMES_PER_CALL, (i + 1) * NAMES_PER_CALL),
      );
      const answers = await Promise.all(
        chunks.map((chunk) => sendAdmin('reviewRequests.productNames', { siteId, ids: chunk })),
      );
      return Object.assign({}, ...answers) as Record<string, ReviewedItem>;
    },
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
};

/** Schedules an email asking one contact to review one item; the toast says to whom and when. */
export const useScheduleRequest = (siteId: string) =>
  useWrite({
    send: retrySafe<{ contactId: string; itemId: string; sendDate: string }, ReviewRequestSummary>(
      `reviewRequests.schedule:${siteId}`,
      (v: { contactId: string; itemId: string; sendDate: string }) => v,
      (v, retrySince) => sendAdmin('reviewRequests.schedule', { siteId, ...v, ...(retrySince ? { retrySince } : {}) }),
    ),
    says: (r) =>
      t('reviewRequests.scheduledToast', {
        who: r.recipientEmail ?? r.recipientName ?? t('reviewRequests.theContact'),
        when: formatDate(r.sendDate, { dateStyle: 'medium', timeStyle: 'short' }),
      }),
    refreshes: () => [reviewRequestKeys.all],
  });

/**
 * How many scheduled requests a cancel would reach: read on the admin's click, fresh each time, before
 * the confirmation (a write's shape for its pending and error states; it changes and caches nothing).
 */
export const useCountCancelable = (siteId: string) =>
  useWrite({ send: (scope: CancelScope) => sendAdmin('reviewRequests.countCancelable', { siteId, scope }) });

/** Cancels the scheduled requests of a scope, once the admin confirmed their `count`. */
export const useCancelRequests = (siteId: string) =>
  useWrite({
    send: (p: { scope: CancelScope; count: number }) => sendAdmin('reviewRequests.cancel', { siteId, scope: p.scope }),
    says: (_r, p) => t('reviewRequests.canceledToast', { count: plural('reviewRequests.count', p.count) }),
    refreshes: () => [reviewRequestKeys.all],
  });
