import { queryOptions } from '@tanstack/react-query';
import { sendAdmin } from '../messaging/send';

/** Keys follow [domain, verb, params]; invalidate `reviewKeys.all` when any review changes. */
export const reviewKeys = {
  all: ['reviews'] as const,
  pending: (siteId: string, cursor: string | null) => ['reviews', 'pending', { siteId, cursor }] as const,
  pendingCount: (siteId: string) => ['reviews', 'pendingCount', { siteId }] as const,
};

export const pendingReviewsOptions = (siteId: string, cursor: string | null) =>
  queryOptions({ queryKey: reviewKeys.pending(siteId, cursor), queryFn: () => sendAdmin('reviews.pending', { siteId, cursor }) });

export const pendingCountOptions = (siteId: string) =>
  queryOptions({ queryKey: reviewKeys.pendingCount(siteId), queryFn: () => sendAdmin('reviews.pendingCount', { siteId }) });
