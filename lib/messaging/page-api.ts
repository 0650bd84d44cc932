import { z } from 'zod';
import { message, type ApiSpec } from './define-api';
import { MemberId, Slug } from './members';
import { Detection } from './site';
import { ItemRef, ModerationDecision, ReviewId, type ItemReviews, type ReviewSummary } from './reviews';

/** The member a profile page shows: by slug or id, exactly one. */
const PageMember = z.union([z.object({ slug: Slug }).strict(), z.object({ memberId: MemberId }).strict()]);

/**
 * Content script → background: only what a live page may ask. The site is never taken from the
 * payload: the background knows which site the sender's tab shows and whether it is enabled.
 */
export const pageApi = {
  'page.siteDetected': message(z.object({ detection: Detection }).strict()).returns<{ enabled: boolean }>(),
  /** One call per page: the item's pending reviews and the states of the reviews the page shows. */
  'page.itemReviews': message(
    z.object({ item: ItemRef.nullable(), shownIds: z.array(ReviewId).max(200) }).strict(),
  ).returns<ItemReviews>(),
  'page.moderateReview': message(
    z.object({ reviewId: ReviewId, status: ModerationDecision }).strict(),
  ).returns<ReviewSummary>(),
  /** `previous`: the reply the page showed (null: none); refused with REPLY_CHANGED when it changed since. */
  'page.replyReview': message(
    z
      .object({
        reviewId: ReviewId,
        message: z.string().trim().min(1).max(4000),
        previous: z.string().max(4000).nullable(),
      })
      .strict(),
  ).returns<ReviewSummary>(),
  /** Opens the side panel's desk filtered to the item (a person's click on the strip's link). */
  'page.openDesk': message(z.object({ item: ItemRef }).strict()).returns<{ opened: boolean }>(),
  /** "Write a review" on the strip: the panel's write form opens with the item (a store product). */
  'page.writeReview': message(z.object({ item: ItemRef }).strict()).returns<{ opened: boolean }>(),
  /** "Open in Sitekeeper" on a member's profile page: the member by slug or id, exactly one. */
  'page.openMember': message(PageMember).returns<{ memberId: string }>(),
  /** "Contact" on a member's profile page: the contact behind that member opens in the panel. */
  'page.openMemberContact': message(PageMember).returns<{ contactId: string }>(),
} satisfies ApiSpec;
export type PageApi = typeof pageApi;
export type PageType = keyof PageApi;
