// The review request domain events (wix.reviews.v2.review_request created/updated/deleted). Call
// inside the change's transaction.
import type { Db } from '../../db/open.ts';
import { recordEvent } from '../../events/record.ts';
import { REVIEW_REQUEST_FQDN, type ReviewRequestDoc } from './review-request-doc.ts';

export function reviewRequestCreated(db: Db, siteId: string, doc: ReviewRequestDoc): void {
  recordEvent(db, siteId, { entityFqdn: REVIEW_REQUEST_FQDN, slug: 'created', entityId: doc.id, entity: doc });
}

export function reviewRequestUpdated(db: Db, siteId: string, doc: ReviewRequestDoc): void {
  recordEvent(db, siteId, { entityFqdn: REVIEW_REQUEST_FQDN, slug: 'updated', entityId: doc.id, entity: doc });
}

export function reviewRequestDeleted(db: Db, siteId: string, doc: ReviewRequestDoc): void {
  recordEvent(db, siteId, { entityFqdn: REVIEW_REQUEST_FQDN, slug: 'deleted', entityId: doc.id, entity: doc });
}
