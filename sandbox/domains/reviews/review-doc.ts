// Review in REST shape (contract note §3.4), exactly as stored in reviews.doc.
export type ModerationStatus = 'UNKNOWN' | 'APPROVED' | 'IN_MODERATION' | 'REJECTED' | 'SUBMITTED';
export const MODERATION_STATUSES: readonly ModerationStatus[] = ['UNKNOWN', 'APPROVED', 'IN_MODERATION', 'REJECTED', 'SUBMITTED'];

export interface ReviewDoc {
  id: string;
  namespace: string;
  entityId: string;
  content: { title?: string; body?: string; rating: number; media: { image: { id: string; url: string; height: number; width: number } }[] };
  createdDate: string;
  updatedDate: string;
  reviewDate: string;
  author: { contactId: string; authorName: string };
  reply?: { message: string; createdDate: string; updatedDate: string };
  foundHelpful: number;
  foundUnhelpful: number;
  helpfulness: number;
  moderation: { moderationStatus: ModerationStatus; manuallyChanged: boolean };
  revision: string;
  verified: boolean;
  origin: { type: 'UNKNOWN' | 'ORGANIC' | 'APP'; appId?: string };
  relevanceScore: number;
  publishCount: number;
}

/** Public = published. Everything else is "private" and only returned when asked for. */
export function isPublicReview(r: Pick<ReviewDoc, 'moderation'>): boolean {
  return r.moderation.moderationStatus === 'APPROVED';
}
