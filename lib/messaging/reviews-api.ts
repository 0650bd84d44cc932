import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { Guid } from './site';
import type { QueuedAnswer } from './wire/queued';
import {
  BulkAction,
  ModerationDecision,
  ModerationStatus,
  ReviewFilter,
  ReviewId,
  ReviewSort,
  type BulkItemResult,
  type DeskCount,
  type DeskPage,
  type RatingSummary,
  type ReviewNames,
  type ReviewPage,
  type ReviewSummary,
} from './reviews';

const SiteScoped = z.object({ siteId: Guid });
const Cursor = z.string().max(4000).nullish();
const Reply = z.string().trim().min(1, 'must not be empty').max(4000);
/** What the change is about, in the panel's words (the author's name), kept with it should it wait in the offline queue. */
const About = z.string().max(200).optional();
const Was = ModerationStatus.optional();

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
  /**
   * Sent now, or queued when the provider can't be reached (lib/messaging/wire/queued.ts). `was`: the
   * status the panel showed, so the toolbar badge's count follows without counting again.
   */
  'reviews.moderate': message(
    SiteScoped.extend({ reviewId: ReviewId, status: ModerationDecision, about: About, was: Was }).strict(),
  ).returns<ReviewSummary | QueuedAnswer>(),
  'reviews.setReply': message(SiteScoped.extend({ reviewId: ReviewId, message: Reply, about: About }).strict()).returns<
    ReviewSummary | QueuedAnswer
  >(),
  'reviews.removeReply': message(SiteScoped.extend({ reviewId: ReviewId }).strict()).returns<ReviewSummary>(),
  'reviews.delete': message(SiteScoped.extend({ reviewId: ReviewId, was: Was }).strict()).returns<{ id: string }>(),
  /** One chunk of a bulk action; the panel sends chunks in turn and shows the progress. */
  'reviews.bulk': message(
    SiteScoped.extend({ action: BulkAction, reviewIds: z.array(ReviewId).min(1).max(100) }).strict(),
  ).returns<{
    results: BulkItemResult[];
  }>(),
  /**
   * Who wrote reviews (member or visitor, by their authors' contact ids) and the names and pages of the
   * store products they are about, for the cards that show them: answered from the site's names, read
   * only for ids not known yet.
   */
  'reviews.names': message(
    SiteScoped.extend({
      contactIds: z.array(Guid).max(100),
      productIds: z.array(Guid).max(100),
    }).strict(),
  ).returns<ReviewNames>(),
} satisfies ApiSpec;
