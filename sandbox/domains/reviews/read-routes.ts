// Reviews reads: query (cursor paging), count, get. Private (unpublished) reviews are an admin's:
// a visitor's or member's returnPrivateReviews / includePrivateReviews is ignored (they get the
// published reviews only), as the SDK documents the flags as "whether to return" rather than a
// separate call; reading private reviews needs REVIEWS.READ_PRIVATE_REVIEWS, which they lack.
import { isSiteAdmin } from '../../http/auth.ts';
import type { Context, Hono } from 'hono';
import { notFound } from '../../http/errors.ts';
import type { SandboxEnv } from '../../http/env.ts';
import type { Db } from '../../db/open.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { decodeCursor, pageCursors, resolveLimit, type CursorState } from '../../query/paging.ts';
import { REVIEW_PAGE_LIMITS } from './fields.ts';
import { isPublicReview } from './review-doc.ts';
import { countReviewsBody, getReviewQuery, queryReviewsBody, reviewIdParam } from './schemas.ts';
import { countReviews, getReview, queryReviews } from './store.ts';

/** Whether this caller gets private reviews when asking for them. */
export const mayReadPrivate = (c: Context<SandboxEnv>, asked: boolean | null | undefined): boolean =>
  isSiteAdmin(c.get('caller')) && asked === true;

export function addReadRoutes(app: Hono<SandboxEnv>, db: Db): void {
  app.post('/reviews/query', async (c) => {
    const body = parseInput(queryReviewsBody, await readJsonBody(c));
    const paging = body.query?.cursorPaging;
    const page = withQueryErrors(() => {
      const limit = resolveLimit(paging?.limit, REVIEW_PAGE_LIMITS, 'query.cursorPaging.limit');
      // next()/prev() of the SDK resend only the cursor: filter and sort travel inside it.
      const fromCursor = paging?.cursor
        ? decodeCursor(paging.cursor, 'query.cursorPaging.cursor', REVIEW_PAGE_LIMITS)
        : undefined;
      const includePrivate = mayReadPrivate(c, body.returnPrivateReviews ?? fromCursor?.flags?.returnPrivateReviews);
      const state: CursorState = fromCursor
        ? { ...fromCursor, limit: paging?.limit ?? fromCursor.limit, flags: { returnPrivateReviews: includePrivate } }
        : {
            filter: body.query?.filter ?? undefined,
            sort: body.query?.sort ?? undefined,
            offset: 0,
            limit,
            flags: { returnPrivateReviews: includePrivate },
          };
      const result = queryReviews(db, c.get('siteId')!, {
        filter: state.filter,
        sort: state.sort,
        includePrivate,
        limit: state.limit,
        offset: state.offset,
      });
      return { ...result, cursors: pageCursors(state, result.items.length, result.total) };
    });
    return c.json({
      reviews: page.items,
      metadata: {
        count: page.items.length,
        cursors: page.cursors,
        hasNext: page.cursors.next !== null,
        total: page.total,
        tooManyToCount: false,
      },
    });
  });

  app.post('/reviews/count', async (c) => {
    const body = parseInput(countReviewsBody, await readJsonBody(c));
    const includePrivate = mayReadPrivate(c, body.includePrivateReviews);
    const count = withQueryErrors(() => countReviews(db, c.get('siteId')!, body.filter ?? undefined, includePrivate));
    return c.json({ count });
  });

  app.get('/reviews/:reviewId', (c) => {
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const query = parseInput(getReviewQuery, readQuery(c));
    const review = getReview(db, c.get('siteId')!, reviewId);
    // An unpublished review does not exist for callers who did not (or may not) ask for private ones.
    if (!review || (!isPublicReview(review) && !mayReadPrivate(c, query.returnPrivateReviews)))
      throw notFound('Review', reviewId);
    return c.json({ review });
  });
}
