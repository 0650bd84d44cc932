import type { reviewsApi } from '../messaging/reviews-api';
import { countPendingReviews, listPendingReviews } from '../provider/reviews';
import { moderateForSite } from './moderate';
import type { Handlers } from './router';
import { clientForSite } from './site-clients';

/** The Reviews tools' handlers (admin API). */
export const reviewsHandlers: Handlers<typeof reviewsApi, null> = {
  'reviews.pending': async ({ siteId, cursor, limit }) => listPendingReviews(await clientForSite(siteId), cursor, limit),
  'reviews.pendingCount': async ({ siteId }) => ({ count: await countPendingReviews(await clientForSite(siteId)) }),
  'reviews.moderate': ({ siteId, reviewId, status }) => moderateForSite(siteId, reviewId, status),
};
