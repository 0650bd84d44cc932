// The review domain events (wix.reviews.v1.review). Call inside the change's transaction.
// Moderation changes are action events: `moderation_status_changed` (also fired on create, per the
// SDK's doc: "changed or a review is created") and `published` when a review becomes APPROVED.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { REVIEW_FQDN, type ModerationStatus, type ReviewDoc } from './review-doc.ts';

export function reviewCreated(db: Db, siteId: string, review: ReviewDoc): void {
  recordEvent(db, siteId, { entityFqdn: REVIEW_FQDN, slug: 'created', entityId: review.id, entity: review });
  // A new review is SUBMITTED, then the (always-on) moderation step moves it on.
  moderationChanged(db, siteId, review, 'SUBMITTED');
}

export function reviewUpdated(db: Db, siteId: string, review: ReviewDoc): void {
  recordEvent(db, siteId, { entityFqdn: REVIEW_FQDN, slug: 'updated', entityId: review.id, entity: review });
}

export function reviewDeleted(db: Db, siteId: string, review: ReviewDoc): void {
  recordEvent(db, siteId, { entityFqdn: REVIEW_FQDN, slug: 'deleted', entityId: review.id, entity: review });
}

export function moderationChanged(
  db: Db,
  siteId: string,
  review: ReviewDoc,
  previousModerationStatus: ModerationStatus,
): void {
  recordEvent(db, siteId, {
    entityFqdn: REVIEW_FQDN,
    slug: 'moderation_status_changed',
    entityId: review.id,
    body: { review, previousModerationStatus },
  });
  if (review.moderation.moderationStatus === 'APPROVED' && previousModerationStatus !== 'APPROVED') {
    recordEvent(db, siteId, { entityFqdn: REVIEW_FQDN, slug: 'published', entityId: review.id, body: { review } });
  }
}
