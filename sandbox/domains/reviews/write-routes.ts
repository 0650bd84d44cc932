// Reviews writes: create (visitors, members and admins), the deprecated create-and-contact, and
// bulk create (which follows the site's identity rules, as moderation does), update and delete (admin only).
import type { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { bulkCreated } from '../../http/bulk-create.ts';
import { applicationError, notFound, validationError } from '../../http/errors.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { markAnswered, requestAnsweredBy } from '../review-requests/answer.ts';
import { requireAppOrUserIdentity } from '../sites/identity-rules.ts';
import { memberAuthor, resolveAuthor } from './authors.ts';
import { autoModerate } from './auto-moderation.ts';
import { mergeUpdate, newReview, type ReviewAuthor, type SiteFileUrl } from './build-review.ts';
import { getFile } from '../media/store.ts';
import { reviewCreated, reviewDeleted, reviewUpdated } from './events.ts';
import type { ReviewDoc } from './review-doc.ts';
import { findOrCreateContact } from './review-contact.ts';
import { reviewIdParam } from './schemas.ts';
import { deleteReviewRow, findAuthorReview, getReview, insertReview, saveReview } from './store.ts';
import {
  bulkCreateReviewBody,
  createReviewAndContactBody,
  createReviewBody,
  newReviewBody,
  updateReviewBody,
  type NewReviewInput,
} from './write-schemas.ts';

/** Review photos uploaded to the site's media point at those files (see build-review.ts toMedia). */
const siteFileUrl =
  (db: Db, siteId: string): SiteFileUrl =>
  (fileId) =>
    getFile(db, siteId, fileId)?.url || undefined;

export function loadReview(db: Db, siteId: string, reviewId: string): ReviewDoc {
  const review = getReview(db, siteId, reviewId);
  if (!review) throw notFound('Review', reviewId);
  return review;
}

/**
 * Inserts a new review, moderated by the site's rules (auto-moderation.ts); "a review author is
 * limited to one review per entity" (409 otherwise). A review answering a sent review request gets
 * that source, and the request the review's id. Every way a review is created comes through here.
 */
function insertNewReview(db: Db, siteId: string, input: NewReviewInput, author: ReviewAuthor): ReviewDoc {
  const existing = findAuthorReview(db, siteId, author.contactId, input.namespace, input.entityId);
  if (existing) {
    throw applicationError(409, 'DUPLICATE_REVIEW', 'A review author is limited to one review per entity.', {
      existingReviewId: existing.id,
      contactId: author.contactId,
      namespace: input.namespace,
      entityId: input.entityId,
    });
  }
  // The recipient of a sent review request for this item answers it (review-requests/answer.ts).
  const request = requestAnsweredBy(db, siteId, {
    namespace: input.namespace,
    entityId: input.entityId,
    contactId: author.contactId,
  });
  const source = request && { type: 'REVIEW_REQUEST' as const, reviewRequestOptions: { id: request.id } };
  const now = new Date();
  const submitted = newReview(input, author, now, undefined, source, siteFileUrl(db, siteId));
  const review = autoModerate(db, siteId, submitted, now);
  insertReview(db, siteId, review);
  reviewCreated(db, siteId, review);
  if (request) markAnswered(db, siteId, request, review.entityId, review.id);
  return review;
}

export function addWriteRoutes(app: Hono<SandboxEnv>, db: Db): void {
  app.post('/reviews', async (c) => {
    const { review: input } = parseInput(createReviewBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const created = db.transaction(() =>
      insertNewReview(db, siteId, input, resolveAuthor(db, siteId, c.get('caller'), input.author)),
    )();
    return c.json({ review: created });
  });

  // Each review as createReview makes it (its author, the site's rules), in a savepoint of its own: a
  // refused one (invalid, a duplicate, an unknown contact) is its result's error and leaves no trace.
  app.post('/bulk/reviews/create', async (c) => {
    requireAdmin(c);
    requireAppOrUserIdentity(c, db);
    const body = parseInput(bulkCreateReviewBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const caller = c.get('caller');
    const answer = db.transaction(() =>
      bulkCreated(
        db,
        body.reviews,
        (raw, originalIndex) => {
          const input = parseInput(newReviewBody, raw, `reviews[${originalIndex}]`);
          return insertNewReview(db, siteId, input, resolveAuthor(db, siteId, caller, input.author));
        },
        { entityKey: 'review', returnEntity: body.returnEntity ?? false },
      ),
    )();
    return c.json(answer);
  });

  app.post('/reviews/contact', async (c) => {
    const body = parseInput(createReviewAndContactBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const created = db.transaction(() => {
      const own = memberAuthor(db, siteId, c.get('caller'), body.name);
      let author = own;
      if (!author) {
        if (!body.email)
          throw validationError([
            {
              field: 'email',
              description: 'is required to find or create the author contact',
              violatedRule: 'REQUIRED_FIELD',
            },
          ]);
        const contactId = findOrCreateContact(db, siteId, body.name ?? undefined, body.email, new Date());
        author = { contactId, ...(body.name && { authorName: body.name }) };
      }
      return insertNewReview(
        db,
        siteId,
        { namespace: body.namespace, entityId: body.entityId, content: body.content },
        author,
      );
    })();
    return c.json({ review: created });
  });

  app.patch('/reviews/:reviewId', async (c) => {
    requireAdmin(c);
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const { review: input } = parseInput(updateReviewBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const updated = db.transaction(() => {
      const next = mergeUpdate(loadReview(db, siteId, reviewId), input, new Date(), siteFileUrl(db, siteId));
      saveReview(db, siteId, next);
      reviewUpdated(db, siteId, next);
      return next;
    })();
    return c.json({ review: updated });
  });

  app.delete('/reviews/:reviewId', (c) => {
    requireAdmin(c);
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const siteId = c.get('siteId')!;
    const deleted = db.transaction(() => {
      const review = loadReview(db, siteId, reviewId);
      deleteReviewRow(db, siteId, reviewId);
      reviewDeleted(db, siteId, review);
      return review;
    })();
    return c.json({ review: deleted });
  });
}
