import { keepPreviousData, queryOptions, replaceEqualDeep, type QueryFilters } from '@tanstack/react-query';
import type { DeskPage, ReviewFilter, ReviewSort } from '../messaging/reviews';
import { keepKnownNames } from './desk-names';
import { sendAdmin } from './send';
import { siteQueries } from './learn-lists';

/** Keys follow [domain, verb, params]; invalidate `reviewKeys.all` when any review changes. */
export const reviewKeys = {
  all: ['reviews'] as const,
  pending: (siteId: string, cursor: string | null) => ['reviews', 'pending', { siteId, cursor }] as const,
  pendingCount: (siteId: string) => ['reviews', 'pendingCount', { siteId }] as const,
  desk: (siteId: string, filter: ReviewFilter, sort: ReviewSort, cursor: string | null) =>
    ['reviews', 'desk', { siteId, filter, sort, cursor }] as const,
  count: (siteId: string, filter: ReviewFilter) => ['reviews', 'count', { siteId, filter }] as const,
  ratings: (siteId: string, filter: ReviewFilter) => ['reviews', 'ratings', { siteId, filter }] as const,
};

/** Every cached reviews query of one site. */
export const reviewsOfSite = (siteId: string): QueryFilters => siteQueries(reviewKeys.all, siteId);

export const pendingReviewsOptions = (siteId: string, cursor: string | null) =>
  queryOptions({
    queryKey: reviewKeys.pending(siteId, cursor),
    queryFn: () => sendAdmin('reviews.pending', { siteId, cursor }),
  });

export const pendingCountOptions = (siteId: string) =>
  queryOptions({
    queryKey: reviewKeys.pendingCount(siteId),
    queryFn: () => sendAdmin('reviews.pendingCount', { siteId }),
  });

/**
 * One page of the desk; the previous page stays on screen while the next one loads. `limit`: fewer
 * than the desk's page where only a few are shown (the contact card's latest reviews).
 */
export const deskPageOptions = (
  siteId: string,
  filter: ReviewFilter,
  sort: ReviewSort,
  cursor: string | null,
  limit?: number,
) =>
  queryOptions({
    queryKey: [...reviewKeys.desk(siteId, filter, sort, cursor), ...(limit ? [{ limit }] : [])],
    queryFn: () => sendAdmin('reviews.query', { siteId, filter, sort, cursor, ...(limit ? { limit } : {}) }),
    placeholderData: keepPreviousData,
    structuralSharing: (old: unknown, next: unknown) =>
      replaceEqualDeep(old, keepKnownNames(old as DeskPage | undefined, next as DeskPage)),
  });

export const deskCountOptions = (siteId: string, filter: ReviewFilter) =>
  queryOptions({
    queryKey: reviewKeys.count(siteId, filter),
    queryFn: () => sendAdmin('reviews.count', { siteId, filter }),
  });

export const ratingSummaryOptions = (siteId: string, filter: ReviewFilter) =>
  queryOptions({
    queryKey: reviewKeys.ratings(siteId, filter),
    queryFn: () => sendAdmin('reviews.ratingSummary', { siteId, filter }),
    staleTime: 30_000,
  });

/** Every id matching a filter (the desk's "all N matching"), asked once when the admin chooses a bulk action. */
export const matchingReviewIds = (siteId: string, filter: ReviewFilter, sort: ReviewSort) =>
  sendAdmin('reviews.matchingIds', { siteId, filter, sort });
