import { dayAfter, dayStart, refinement } from '../messaging/review-match';
import { PENDING_STATUSES, type ReviewFilter, type ReviewSort, type ReviewSummary } from '../messaging/reviews';

/** A filter in the provider's query language, REST field names (what the SDK sends on the wire). */
export type ProviderFilter = Record<string, unknown>;
export interface ProviderSort {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/**
 * What the desk's filter becomes: the part the provider filters (Query Reviews and Count Reviews
 * accept the same filter) and the refinements it can't apply (reply, author type, text), applied
 * in the background over the provider's pages.
 */
export interface ReviewQueryPlan {
  filter: ProviderFilter;
  sort: ProviderSort[];
  refine: ((r: ReviewSummary) => boolean) | null;
  needsAuthorTypes: boolean;
}

/** The provider part of a desk filter (Query Reviews' filterable fields only). */
export function providerFilter(f: ReviewFilter): ProviderFilter {
  const out: ProviderFilter = {};
  if (f.statuses && f.statuses.length > 0) out['moderation.moderationStatus'] = { $in: [...f.statuses] };
  if (f.ratings && f.ratings.length > 0 && f.ratings.length < 5) out['content.rating'] = { $in: [...f.ratings].sort() };
  if (f.verified !== undefined) out.verified = f.verified;
  if (f.from || f.to)
    out.createdDate = { ...(f.from ? { $gte: dayStart(f.from) } : {}), ...(f.to ? { $lt: dayAfter(f.to) } : {}) };
  if (f.item) {
    out.namespace = f.item.namespace;
    out.entityId = f.item.entityId;
  }
  if (f.contactId) out['author.contactId'] = f.contactId;
  return out;
}

export function providerSort(sort: ReviewSort): ProviderSort[] {
  switch (sort) {
    case 'oldest':
      return [{ fieldName: 'createdDate', order: 'ASC' }];
    case 'highest':
      return [
        { fieldName: 'content.rating', order: 'DESC' },
        { fieldName: 'createdDate', order: 'DESC' },
      ];
    case 'lowest':
      return [
        { fieldName: 'content.rating', order: 'ASC' },
        { fieldName: 'createdDate', order: 'DESC' },
      ];
    default:
      return [{ fieldName: 'createdDate', order: 'DESC' }];
  }
}

export function planReviewQuery(f: ReviewFilter, sort: ReviewSort): ReviewQueryPlan {
  return {
    filter: providerFilter(f),
    sort: providerSort(sort),
    refine: refinement(f),
    needsAuthorTypes: f.authorType !== undefined,
  };
}

/** The pending queue: what the badge and the pending count show. */
export const PENDING_FILTER: ProviderFilter = { 'moderation.moderationStatus': { $in: [...PENDING_STATUSES] } };
