import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import { MemberId, Slug } from './members';
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
  /** "Open in Sitekeeper" on a member's profile page: the member by slug or id, exactly one. */
  'page.openMember': message(
    z.union([z.object({ slug: Slug }).strict(), z.object({ memberId: MemberId }).strict()]),
  ).returns<{ memberId: string }>(),
} satisfies ApiSpec;
export type PageApi = typeof pageApi;
export type PageType = keyof PageApi;
