import { z } from 'zod';
import { message, type ApiSpec } from './protocol/define-api';
import { MemberId, Slug } from './members';
import { Detection } from './site';
import { ItemRef, ModerationDecision, ReviewId, type PageReviews, type ReviewSummary } from './reviews';

/** The member a profile page shows: by slug or id, exactly one. */
const PageMember = z.union([z.object({ slug: Slug }).strict(), z.object({ memberId: MemberId }).strict()]);

/**
 * Content script → background: only what a live page may ask. The site is never taken from the
 * payload: the background knows which site the sender's tab shows and whether it is enabled.
 */
export const pageApi = {
  'page.siteDetected': message(z.object({ detection: Detection }).strict()).returns<{ enabled: boolean }>(),
  /**
   * One call per page: the states of the reviews the page shows (with who wrote each and its first
   * words), and, when an item is named, a ticket for the strip's frame (the pending reviews' text
   * never comes to the page's content script).
   */
  'page.itemReviews': message(
    z.object({ item: ItemRef.nullable(), shownIds: z.array(ReviewId).max(200) }).strict(),
  ).returns<PageReviews>(),
  /** The ticket of a reply frame for a shown review the background answered for this page. */
  'page.replyFrame': message(z.object({ reviewId: ReviewId }).strict()).returns<{ ticket: string }>(),
  'page.moderateReview': message(
    z.object({ reviewId: ReviewId, status: ModerationDecision }).strict(),
  ).returns<ReviewSummary>(),
  /** Opens the side panel's desk filtered to the item (a person's click on the strip's link). */
  'page.openDesk': message(z.object({ item: ItemRef }).strict()).returns<{ opened: boolean }>(),
  /** "Write a review" on the strip: the panel's write form opens with the item (a store product). */
  'page.writeReview': message(z.object({ item: ItemRef }).strict()).returns<{ opened: boolean }>(),
  /** "Open in Sitekeeper" on a member's profile page: the member by slug or id, exactly one. */
  'page.openMember': message(PageMember).returns<{ memberId: string }>(),
  /** "Contact" on a member's profile page: the contact behind that member opens in the panel. */
  'page.openMemberContact': message(PageMember).returns<{ contactId: string }>(),
  /**
   * The ticket of the member frame on a member's profile page, its "Reported N×" mark: the member is
   * the one the tab's URL names (never the page's attributes), and the count reaches only the frame.
   */
  'page.memberFrame': message(z.object({}).strict()).returns<{ ticket: string }>(),
} satisfies ApiSpec;
export type PageApi = typeof pageApi;
export type PageType = keyof PageApi;
