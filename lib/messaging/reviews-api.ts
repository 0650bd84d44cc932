import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import { Guid } from './site';
import {
  BulkAction,
  ModerationDecision,
  ReviewFilter,
  ReviewId,
  ReviewSort,
  type BulkItemResult,
  type DeskCount,
  type DeskPage,
  type RatingSummary,
  type ReviewPage,
  type ReviewSummary,
} from './reviews';

const SiteScoped = z.object({ siteId: Guid });
const Cursor = z.string().max(4000).nullish();
const Reply = z.string().trim().min(1, 'must not be empty').max(4000);

/** The Reviews tools (admin API). */
export const reviewsApi = {
  'reviews.pending': message(
    SiteScoped.extend({ cursor: Cursor, limit: z.number().int().min(1).max(100).optional() }).strict(),
  ).returns<ReviewPage>(),
  'reviews.pendingCount': message(SiteScoped.strict()).returns<{ count: number }>(),
  'reviews.query': message(
    SiteScoped.extend({
      filter: ReviewFilter,
      sort: ReviewSort,
      cursor: Cursor,
      limit: z.number().int().min(1).max(100).optional(),
    }).strict(),
  ).returns<DeskPage>(),
  'reviews.count': message(SiteScoped.extend({ filter: ReviewFilter }).strict()).returns<DeskCount>(),
  'reviews.ratingSummary': message(SiteScoped.extend({ filter: ReviewFilter }).strict()).returns<RatingSummary>(),
  /** Every id matching a filter (for "all N matching"), up to `max`. */
  'reviews.matchingIds': message(
    SiteScoped.extend({
      filter: ReviewFilter,
      sort: ReviewSort,
      max: z.number().int().min(1).max(5000).optional(),
    }).strict(),
  ).returns<{
    ids: string[];
    truncated: boolean;
  }>(),
  'reviews.moderate': message(
    SiteScoped.extend({ reviewId: ReviewId, status: ModerationDecision }).strict(),
  ).returns<ReviewSummary>(),
  'reviews.setReply': message(
    SiteScoped.extend({ reviewId: ReviewId, message: Reply }).strict(),
  ).returns<ReviewSummary>(),
  'reviews.removeReply': message(SiteScoped.extend({ reviewId: ReviewId }).strict()).returns<ReviewSummary>(),
  'reviews.delete': message(SiteScoped.extend({ reviewId: ReviewId }).strict()).returns<{ id: string }>(),
  /** One chunk of a bulk action; the panel sends chunks in turn and shows the progress. */
  'reviews.bulk': message(
    SiteScoped.extend({ action: BulkAction, reviewIds: z.array(ReviewId).min(1).max(100) }).strict(),
  ).returns<{
    results: BulkItemResult[];
  }>(),
} satisfies ApiSpec;
