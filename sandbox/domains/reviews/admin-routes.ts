// Admin-only review calls: moderation (single and bulk), reply set/remove, bulk delete.
// Moderation follows the site's identity rules (API keys refused under 'docs', sites/identity-rules.ts).
// Bulk calls apply at once in the request's transaction and answer a completed job id.
import type { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, withQueryErrors } from '../../http/validate.ts';
import { recordCompletedJob } from '../../jobs/record.ts';
import { withoutReply, withReply } from './build-review.ts';
import { moderationChanged, reviewDeleted, reviewUpdated } from './events.ts';
import { moderate } from './moderate.ts';
import { requireAppOrUserIdentity } from '../sites/identity-rules.ts';
import { moderateBody, reviewIdParam } from './schemas.ts';
import { deleteReviewRow, reviewsMatching, saveReview } from './store.ts';
import { loadReview } from './write-routes.ts';
import { bulkDeleteBody, bulkModerateBody, setReplyBody } from './write-schemas.ts';

export function addAdminRoutes(app: Hono<SandboxEnv>, db: Db): void {
  app.patch('/reviews/:reviewId/moderate', async (c) => {
    requireAdmin(c);
    requireAppOrUserIdentity(c, db);
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const body = parseInput(moderateBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const updated = db.transaction(() => {
      const review = loadReview(db, siteId, reviewId);
      const next = moderate(review, body.status, new Date());
      saveReview(db, siteId, next);
      moderationChanged(db, siteId, next, review.moderation.moderationStatus);
      return next;
    })();
    return c.json({ review: updated });
  });

  app.patch('/reviews/:reviewId/reply', async (c) => {
    requireAdmin(c);
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const { message } = parseInput(setReplyBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const updated = db.transaction(() => {
      const next = withReply(loadReview(db, siteId, reviewId), message, new Date());
      saveReview(db, siteId, next);
      reviewUpdated(db, siteId, next);
      return next;
    })();
    return c.json({ review: updated });
  });

  app.delete('/reviews/:reviewId/reply', (c) => {
    requireAdmin(c);
    const { reviewId } = parseInput(reviewIdParam, { reviewId: c.req.param('reviewId') });
    const siteId = c.get('siteId')!;
    const updated = db.transaction(() => {
      const review = loadReview(db, siteId, reviewId);
      if (!review.reply) return review; // nothing to remove: no change, no event
      const next = withoutReply(review, new Date());
      saveReview(db, siteId, next);
      reviewUpdated(db, siteId, next);
      return next;
    })();
    return c.json({ review: updated });
  });

  app.post('/bulk/reviews/delete', async (c) => {
    requireAdmin(c);
    const body = parseInput(bulkDeleteBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const jobId = db.transaction(() => {
      const matching = withQueryErrors(() => reviewsMatching(db, siteId, body.filter ?? undefined));
      for (const review of matching) {
        deleteReviewRow(db, siteId, review.id);
        reviewDeleted(db, siteId, review);
      }
      return recordCompletedJob(db, siteId, 'reviews.bulk_delete', {
        totalSuccesses: matching.length,
        totalFailures: 0,
      });
    })();
    return c.json({ jobId });
  });

  app.post('/bulk/reviews/moderate', async (c) => {
    requireAdmin(c);
    requireAppOrUserIdentity(c, db);
    const body = parseInput(bulkModerateBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const now = new Date();
    const jobId = db.transaction(() => {
      const matching = withQueryErrors(() => reviewsMatching(db, siteId, body.filter ?? undefined));
      // Reviews already in the target status are left alone (no revision bump, no event).
      const changing = matching.filter((r) => r.moderation.moderationStatus !== body.status);
      for (const review of changing) {
        const next = moderate(review, body.status, now);
        saveReview(db, siteId, next);
        moderationChanged(db, siteId, next, review.moderation.moderationStatus);
      }
      return recordCompletedJob(db, siteId, 'reviews.bulk_moderate', {
        totalSuccesses: changing.length,
        totalFailures: 0,
      });
    })();
    return c.json({ jobId });
  });
}
