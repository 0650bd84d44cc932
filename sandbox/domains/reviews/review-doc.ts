// Review in REST shape (docs/provider-contract.md §3.4), exactly as stored in reviews.doc.
import type { RestImage } from '../rest-image.ts';

export type ModerationStatus = 'UNKNOWN' | 'APPROVED' | 'IN_MODERATION' | 'REJECTED' | 'SUBMITTED';
export const MODERATION_STATUSES: readonly ModerationStatus[] = [
  'UNKNOWN',
  'APPROVED',
  'IN_MODERATION',
  'REJECTED',
  'SUBMITTED',
];

export const REVIEW_FQDN = 'wix.reviews.v1.review';

/** REST video as the SDK sends it (`wix:video://…` → `{id, filename?, posters?}`). */
export interface ReviewVideo {
  id?: string;
  url?: string;
  filename?: string;
  posters?: { id?: string; url?: string; height?: number; width?: number }[];
}
/** One of image or video. */
export interface ReviewMedia {
  image?: RestImage;
  video?: ReviewVideo;
}

export interface ReviewDoc {
  id: string;
  namespace: string;
  entityId: string;
  content: { title?: string; body?: string; rating: number; media: ReviewMedia[] };
  createdDate: string;
  updatedDate: string;
  reviewDate: string;
  /** authorName is absent when the author is not a member and none was given (the SDK doc's `null`). */
  author: { contactId: string; authorName?: string };
  reply?: { message: string; createdDate: string; updatedDate: string };
  foundHelpful: number;
  foundUnhelpful: number;
  helpfulness: number;
  moderation: { moderationStatus: ModerationStatus; manuallyChanged: boolean };
  revision: string;
  verified: boolean;
  origin: { type: 'UNKNOWN' | 'ORGANIC' | 'APP'; appId?: string };
  /** Where the review came from (auto_sdk_reviews_reviews `Source`): only set for reviews answering a review request. */
  source?: ReviewSource;
  relevanceScore: number;
  publishCount: number;
}

/** SourceType has one value, REVIEW_REQUEST, with the request's id in `reviewRequestOptions`. */
export interface ReviewSource {
  type: 'REVIEW_REQUEST';
  reviewRequestOptions: { id: string };
}

/** Public = published. Everything else is "private" and only returned when asked for. */
export function isPublicReview(r: Pick<ReviewDoc, 'moderation'>): boolean {
  return r.moderation.moderationStatus === 'APPROVED';
}

export function nextRevision(r: Pick<ReviewDoc, 'revision'>): string {
  return String((Number.parseInt(r.revision, 10) || 0) + 1);
}
