// Review requests v2 (base /reviews/v2), the SDK's reviewRequests module. Admin calls only (a
// visitor's or member's create gets the SDK's INITIATOR_IDENTITY_NOT_SUPPORTED). Before each call
// the site's due requests move along on the site's clock (advance.ts).
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { bulkCreated } from '../../http/bulk-create.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { parseInput, readJsonBody, withQueryErrors } from '../../http/validate.ts';
import { recordCompletedJob } from '../../jobs/record.ts';
import { decodeCursor, pageCursors, resolveLimit, type CursorState } from '../../query/paging.ts';
import { getSite } from '../sites/store.ts';
import { siteNow } from '../../clock/site-clock.ts';
import { advanceReviewRequests } from './advance.ts';
import { newReviewRequest } from './build.ts';
import { reviewRequestCreated, reviewRequestDeleted, reviewRequestUpdated } from './events.ts';
import { REVIEW_REQUEST_PAGE_LIMITS } from './fields.ts';
import type { RequestedBy, ReviewRequestDoc } from './review-request-doc.ts';
import {
  bulkCreateBody,
  createBody,
  filterBody,
  queryBody,
  reviewRequestIdParam,
  reviewRequestInput,
} from './schemas.ts';
import { cancel } from './state-clock.ts';
import {
  countReviewRequests,
  deleteReviewRequestRow,
  getReviewRequest,
  insertReviewRequest,
  queryReviewRequests,
  reviewRequestsMatching,
  saveReviewRequest,
} from './store.ts';

/** The admin's site, after its due requests moved on. Visitors and members may not ask. */
function adminSite(c: Context<SandboxEnv>, db: Db, onVisitor: 'deny' | 'initiator' = 'deny'): string {
  if (onVisitor === 'initiator' && c.get('caller')?.kind !== 'admin') {
    throw applicationError(
      403,
      'INITIATOR_IDENTITY_NOT_SUPPORTED',
      'Review requests can be created by a Wix user or an app only',
    );
  }
  requireAdmin(c);
  const siteId = c.get('siteId')!;
  advanceReviewRequests(db, siteId);
  return siteId;
}

/** An API key acts for the site's owner (a Wix user). */
const requestedByFor = (db: Db, siteId: string): RequestedBy => ({
  identityType: 'WIX_USER',
  wixUserId: getSite(db, siteId)!.ownerUserId,
});

function load(db: Db, siteId: string, id: string): ReviewRequestDoc {
  const doc = getReviewRequest(db, siteId, id);
  if (!doc) throw notFound('Review request', id);
  return doc;
}

export function reviewRequestsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/review-requests', async (c) => {
    const siteId = adminSite(c, db, 'initiator');
    const body = parseInput(createBody, await readJsonBody(c));
    const doc = db.transaction(() => {
      const created = newReviewRequest(body.reviewRequest, requestedByFor(db, siteId), siteNow(db, siteId));
      insertReviewRequest(db, siteId, created);
      reviewRequestCreated(db, siteId, created);
      return created;
    })();
    return c.json({ reviewRequest: doc });
  });

  app.post('/bulk/review-requests/create', async (c) => {
    const siteId = adminSite(c, db, 'initiator');
    const body = parseInput(bulkCreateBody, await readJsonBody(c));
    const returnEntity = body.returnEntity ?? false;
    const now = siteNow(db, siteId);
    const requestedBy = requestedByFor(db, siteId);
    const answer = db.transaction(() =>
      bulkCreated(
        db,
        body.reviewRequests,
        (raw, originalIndex) => {
          const created = newReviewRequest(
            parseInput(reviewRequestInput, raw, `reviewRequests[${originalIndex}]`),
            requestedBy,
            now,
          );
          insertReviewRequest(db, siteId, created);
          reviewRequestCreated(db, siteId, created);
          return created;
        },
        { entityKey: 'item', returnEntity },
      ),
    )();
    return c.json(answer);
  });

  app.post('/review-requests/query', async (c) => {
    const siteId = adminSite(c, db);
    const body = parseInput(queryBody, await readJsonBody(c));
    const paging = body.query?.cursorPaging;
    const page = withQueryErrors(() => {
      const limit = resolveLimit(paging?.limit, REVIEW_REQUEST_PAGE_LIMITS, 'query.cursorPaging.limit');
      // The SDK's next()/prev() resend only the cursor: filter and sort travel inside it.
      const fromCursor = paging?.cursor
        ? decodeCursor(paging.cursor, 'query.cursorPaging.cursor', REVIEW_REQUEST_PAGE_LIMITS)
        : undefined;
      const state: CursorState = fromCursor
        ? { ...fromCursor, limit: paging?.limit ?? fromCursor.limit }
        : { filter: body.query?.filter ?? undefined, sort: body.query?.sort ?? undefined, offset: 0, limit };
      const result = queryReviewRequests(db, siteId, {
        filter: state.filter,
        sort: state.sort,
        limit: state.limit,
        offset: state.offset,
      });
      return { ...result, cursors: pageCursors(state, result.items.length, result.total) };
    });
    return c.json({
      reviewRequests: page.items,
      pagingMetadata: { count: page.items.length, cursors: page.cursors, hasNext: page.cursors.next !== null },
    });
  });

  app.post('/review-requests/count', async (c) => {
    const siteId = adminSite(c, db);
    const body = parseInput(filterBody, await readJsonBody(c));
    return c.json({ count: withQueryErrors(() => countReviewRequests(db, siteId, body.filter ?? undefined)) });
  });

  app.put('/bulk/review-requests/cancel-by-filter', async (c) => {
    const siteId = adminSite(c, db);
    const body = parseInput(filterBody, await readJsonBody(c));
    const now = siteNow(db, siteId);
    const jobId = db.transaction(() => {
      const matching = withQueryErrors(() => reviewRequestsMatching(db, siteId, body.filter ?? undefined));
      // Only scheduled requests can be canceled; sent, failed and canceled ones stay as they are.
      const scheduled = matching.filter((r) => r.status === 'SCHEDULED');
      for (const doc of scheduled) {
        const next = cancel(doc, now);
        saveReviewRequest(db, siteId, next);
        reviewRequestUpdated(db, siteId, next);
      }
      return recordCompletedJob(db, siteId, 'review_requests.bulk_cancel', {
        totalSuccesses: scheduled.length,
        totalFailures: 0,
      });
    })();
    return c.json({ jobId });
  });

  app.get('/review-requests/:reviewRequestId', (c) => {
    const siteId = adminSite(c, db);
    const { reviewRequestId } = parseInput(reviewRequestIdParam, { reviewRequestId: c.req.param('reviewRequestId') });
    return c.json({ reviewRequest: load(db, siteId, reviewRequestId) });
  });

  app.delete('/review-requests/:reviewRequestId', (c) => {
    const siteId = adminSite(c, db);
    const { reviewRequestId } = parseInput(reviewRequestIdParam, { reviewRequestId: c.req.param('reviewRequestId') });
    db.transaction(() => {
      const doc = load(db, siteId, reviewRequestId);
      // "Only review requests with `status` set to `CANCELED` can be deleted." No custom error is
      // documented for it: the standard 428 FAILED_PRECONDITION.
      if (doc.status !== 'CANCELED')
        throw applicationError(
          428,
          'FAILED_PRECONDITION',
          `Only canceled review requests can be deleted; this one is ${doc.status}.`,
          { reviewRequestId: doc.id, status: doc.status },
        );
      deleteReviewRequestRow(db, siteId, doc.id);
      reviewRequestDeleted(db, siteId, doc);
    })();
    return c.json({});
  });

  return app;
}
