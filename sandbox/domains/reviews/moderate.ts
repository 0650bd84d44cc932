// The moderation transition: only APPROVED or REJECTED may be set; it marks the change manual.
import { nextRevision, type ReviewDoc } from './review-doc.ts';

export function moderate(review: ReviewDoc, status: 'APPROVED' | 'REJECTED', now: Date): ReviewDoc {
  const wasPublished = review.moderation.moderationStatus === 'APPROVED';
  return {
    ...review,
    moderation: { moderationStatus: status, manuallyChanged: true },
    updatedDate: now.toISOString(),
    revision: nextRevision(review),
    publishCount: review.publishCount + (status === 'APPROVED' && !wasPublished ? 1 : 0),
  };
}
