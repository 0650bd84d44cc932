import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import { Detection } from './site';
import { ModerationDecision, ReviewId, type ModerationStatus, type ReviewSummary } from './reviews';

/**
 * Content script → background: only what a live page may ask. The site is never taken from the
 * payload: the background knows which site the sender's tab shows and whether it is enabled.
 */
export const pageApi = {
  'page.siteDetected': message(z.object({ detection: Detection }).strict()).returns<{ enabled: boolean }>(),
  'page.reviewStates': message(z.object({ reviewIds: z.array(ReviewId).max(200) }).strict()).returns<{
    states: Record<string, ModerationStatus>;
  }>(),
  'page.moderateReview': message(z.object({ reviewId: ReviewId, status: ModerationDecision }).strict()).returns<ReviewSummary>(),
} satisfies ApiSpec;
export type PageApi = typeof pageApi;
export type PageType = keyof PageApi;
