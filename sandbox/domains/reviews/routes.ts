// Reviews v1 (base /reviews/v1): query (cursor paging), get, count, moderate in this step.
import { Hono } from 'hono';
import { notFound } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { decodeCursor, pageCursors, resolveLimit, type CursorState } from '../../query/paging.ts';
import { REVIEW_PAGE_LIMITS } from './fields.ts';
import { moderate } from './moderate.ts';
import { recordEvent } from '../../events/record.ts';
import { isPublicReview } from './review-doc.ts';
import { countReviewsBody, getReviewQuery, moderateBody, queryReviewsBody, reviewIdParam } from './schemas.ts';
import { countReviews, getReview, queryReviews, saveReview } from './store.ts';

const REVIEW_FQDN = 'wix.reviews.v1.review';

export function reviewsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/reviews/query', async (c) => {
    const body = parseInput(queryReviewsBody, await readJsonBody(c));
    const paging = body.query?.cursorPaging;
    const page = withQueryErrors(() => {
      const limit = resolveLimit(paging?.limit, REVIEW_PAGE_LIMITS, 'query.cursorPaging.limit');
      // next()/prev() of the SDK resend only the cursor: filter and sort travel inside it.
      const fromCursor = paging?.cursor ? decodeCursor(paging.cursor, 'query.cursorPaging.cursor') : undefined;
      const includePrivate = body.returnPrivateReviews ?? fromCursor?.flags?.returnPrivateReviews ?? false;
      const state: CursorState = fromCursor
        ? { ...fromCursor, limit: paging?.limit ?? fromCursor.limit, flags: { returnPrivateReviews: includePrivate } }
        : { filter: body.query?.filter ?? undefined, sort: body.query?.sort ?? undefined, offset: 0, limit, flags: { returnPrivateReviews: includePrivate } };
      const result = queryReviews(db, c.get('siteId')!, { filter: state.filter, sort: state.sort, includePrivate, limit: state.limit, offset: state.offset });
      return { ...result, cursors: pageCursors(state, result.items.length, result.total) };
    });
    return c.json({
      reviews: page.items,
      metadata: { count: page.items.length, cursors: page.cursors, hasNext: page.cursors.next !== null, total: page.total, tooManyToCount: false },
    });
  });

  app.post('/reviews/count', async (c) => {
    const body = parseInput(countReviewsBody, await readJsonBody(c));
    const count = withQueryErrors(() => countReviews(db, c.get('siteId')!, body.filter ?? undefined, body.includePrivateReviews ?? false));
    return c.json({ count });
  });

  app.get('/reviews/:reviewId', (c) => {
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const query = parseInput(getReviewQuery, readQuery(c));
    const review = getReview(db, c.get('siteId')!, reviewId);
    // An unpublished review does not exist for callers who did not ask for private ones.
    if (!review || (!isPublicReview(review) && !query.returnPrivateReviews)) throw notFound('Review', reviewId);
    return c.json({ review });
  });

  app.patch('/reviews/:reviewId/moderate', async (c) => {
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const body = parseInput(moderateBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const review = getReview(db, siteId, reviewId);
    if (!review) throw notFound('Review', reviewId);
    const updated = moderate(review, body.status, new Date());
    db.transaction(() => {
      saveReview(db, siteId, updated);
      const previousStatus = review.moderation.moderationStatus;
      recordEvent(db, siteId, { entityFqdn: REVIEW_FQDN, slug: 'moderation_status_changed', entityId: reviewId, body: { review: updated, previousStatus } });
      if (body.status === 'APPROVED' && previousStatus !== 'APPROVED') {
        recordEvent(db, siteId, { entityFqdn: REVIEW_FQDN, slug: 'published', entityId: reviewId, body: { review: updated } });
      }
    })();
    return c.json({ review: updated });
  });

  return app;
}
