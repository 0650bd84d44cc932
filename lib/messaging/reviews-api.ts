import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import { Guid } from './site';
import { ModerationDecision, ReviewId, type ReviewPage, type ReviewSummary } from './reviews';

const SiteScoped = z.object({ siteId: Guid });

/** The Reviews tools (admin API). */
export const reviewsApi = {
  'reviews.pending': message(
    SiteScoped.extend({ cursor: z.string().max(4000).nullish(), limit: z.number().int().min(1).max(100).optional() }).strict(),
  ).returns<ReviewPage>(),
  'reviews.pendingCount': message(SiteScoped.strict()).returns<{ count: number }>(),
  'reviews.moderate': message(SiteScoped.extend({ reviewId: ReviewId, status: ModerationDecision }).strict()).returns<ReviewSummary>(),
} satisfies ApiSpec;
