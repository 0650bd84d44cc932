import { z } from 'zod';
import { GUID_PATTERN } from './wire/ids';
import { MODERATION_STATUSES } from './wire/review-status';

/** Review ids are GUIDs: anything else never reaches a request path (the SDK does not encode path parameters). */
export const ReviewId = z.string().regex(GUID_PATTERN, 'must be a review id (a GUID)');

export const ModerationStatus = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof ModerationStatus>;

/** The only statuses the moderation call may set (docs/product.md §4.3). */
export const ModerationDecision = z.enum(['APPROVED', 'REJECTED']);
export type ModerationDecision = z.infer<typeof ModerationDecision>;

/** Statuses that mean "waiting for the admin" (zod-free, for the content script too). */
export { PENDING_STATUSES } from './wire/review-status';

/** Who wrote a review: a site member, or a visitor (a contact only). */
export const AuthorType = z.enum(['MEMBER', 'VISITOR', 'UNKNOWN']);
export type AuthorType = z.infer<typeof AuthorType>;

/** A media item of a review, as a URL the panel can show as a thumbnail. */
export interface ReviewMediaItem {
  kind: 'image' | 'video';
  url: string;
}

/** Where a review came from, when the provider says so: a review request (its id, where given). */
export interface ReviewSource {
  type: 'REVIEW_REQUEST';
  reviewRequestId: string | null;
}

/** A review as the UI needs it: plain JSON (dates as ISO strings), text only. */
export interface ReviewSummary {
  id: string;
  namespace: string;
  entityId: string;
  authorName: string;
  authorContactId: string | null;
  /** Resolved per page from the site's members (UNKNOWN where not looked up). */
  authorType: AuthorType;
  rating: number | null;
  title: string;
  body: string;
  status: ModerationStatus;
  verified: boolean;
  createdDate: string | null;
  updatedDate: string | null;
  media: ReviewMediaItem[];
  reply: string | null;
  replyDate: string | null;
  /** Null for reviews written on the site (the provider sends no source then). */
  source: ReviewSource | null;
}

export interface ReviewPage {
  reviews: ReviewSummary[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** The reviewed item, by name, with its live page where known. */
export interface ReviewedItem {
  name: string;
  url: string | null;
}

/** What the cards of some reviews name besides the reviews: their authors' kinds and the reviewed products. */
export interface ReviewNames {
  /** Member or visitor, by contact id. */
  authorTypes: Record<string, AuthorType>;
  /** Reviewed store products by `itemKey` (a product the store does not have is left out). */
  items: Record<string, ReviewedItem>;
}

/** An item reviews are about: a namespace (`stores` for products) and the item's id there. */
export const ItemRef = z.object({
  namespace: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/, 'must be a namespace like stores'),
  entityId: z.string().trim().min(1).max(200),
});
export type ItemRef = z.infer<typeof ItemRef>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-10-01');

/** What the moderation desk filters on. Empty fields don't filter. */
export const ReviewFilter = z
  .object({
    statuses: z
      .array(ModerationStatus.exclude(['UNKNOWN']))
      .max(4)
      .optional(),
    ratings: z.array(z.number().int().min(1).max(5)).max(5).optional(),
    hasReply: z.boolean().optional(),
    verified: z.boolean().optional(),
    authorType: AuthorType.exclude(['UNKNOWN']).optional(),
    /** Created on or after this day (UTC). */
    from: Day.optional(),
    /** Created on or before this day (UTC). */
    to: Day.optional(),
    item: ItemRef.optional(),
    /** Reviews written by one contact (the contact card's "Reviews by this contact"). */
    contactId: z.string().regex(GUID_PATTERN).optional(),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type ReviewFilter = z.infer<typeof ReviewFilter>;

export const ReviewSort = z.enum(['newest', 'oldest', 'highest', 'lowest']);
export type ReviewSort = z.infer<typeof ReviewSort>;

/** One page of the desk: the reviews, the next cursor, and the names of the reviewed items. */
export interface DeskPage {
  reviews: ReviewSummary[];
  nextCursor: string | null;
  /** Reviewed items by `namespace/entityId` (stores products only; others show their id). */
  items: Record<string, ReviewedItem>;
  /** Reviewed items whose names could not be read this time, by `namespace/entityId`: shown without a name. */
  unread?: string[];
  /**
   * Contact ids whose author's kind (member or visitor) could not be read this time: their reviews say
   * `UNKNOWN`, and a card leaves the kind unsaid rather than call it unknown.
   */
  unreadAuthors?: string[];
  /**
   * True when filters the provider can't apply (reply, author type, text) were applied here over
   * the provider's pages: a page may then hold fewer reviews than asked, and the count is an upper bound.
   */
  refined: boolean;
}

export interface DeskCount {
  count: number;
  /** False when refinements apply: `count` is then what the provider's filter matched (an upper bound). */
  exact: boolean;
}

export interface RatingSummary {
  /** counts[0] = one star … counts[4] = five stars. */
  counts: [number, number, number, number, number];
  exact: boolean;
}

export const BulkAction = z.enum(['APPROVED', 'REJECTED', 'DELETE']);
export type BulkAction = z.infer<typeof BulkAction>;

export interface BulkItemResult {
  id: string;
  ok: boolean;
  /** Why it failed, in words. */
  error?: string;
}

export { itemKey } from './wire/item-key';

/** What a live page learns in its one call: the item's pending reviews and the states of the shown ones. */
/** Who wrote a review shown on a live page and its first words, as the provider has them. */
export interface ShownReview {
  author: string;
  excerpt: string;
}

/** A shown published review as a live page's controls know it: with the item the provider says it is about. */
export interface PageShownReview extends ShownReview {
  item: ItemRef;
}

/** What a live page's content script is told: no text of a review that is not published. */
export interface PageReviews {
  /** States of the shown reviews the provider knows, and of the item's unpublished ones. */
  states: Record<string, ModerationStatus>;
  /** The replies of the shown published reviews (null: no reply), so the page's Reply edits one. */
  replies: Record<string, string | null>;
  /** The shown reviews that are published, by id: their controls name them (what is acted on is what is shown). */
  shown: Record<string, PageShownReview>;
  /** The strip's frame ticket (lib/live/frame-host.ts) when an item was named, else null. */
  strip: string | null;
}

export interface ItemReviews {
  pending: ReviewSummary[];
  /** More pending reviews than listed. */
  morePending: boolean;
  /** The shown reviews the provider knows (of those asked), whatever their status. */
  shown: ReviewSummary[];
}
