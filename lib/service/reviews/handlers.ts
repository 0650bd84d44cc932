import type { reviewsApi } from '../../messaging/reviews-api';
import { countPendingReviews, listPendingReviews } from '../../provider/reviews';
import { bulkForSite, deleteForSite, moderateForSite, removeReplyForSite, replyForSite } from './moderate';
import { sendOrQueue } from '../offline-queue/queue-send';
import { deskCount, deskPage, matchingIds, ratingSummary } from './review-desk';
import { reviewNames } from './review-names';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';

/** The Reviews tools' handlers (admin API). Reads use the API key; every write goes through moderate.ts. */
export const reviewsHandlers: Handlers<typeof reviewsApi, AdminSender> = {
  'reviews.pending': async ({ siteId, cursor, limit }) =>
    listPendingReviews(await clientForSite(siteId), cursor, limit),
  'reviews.pendingCount': async ({ siteId }) => ({ count: await countPendingReviews(await clientForSite(siteId)) }),
  'reviews.query': async ({ siteId, ...q }) => deskPage({ siteId, client: await clientForSite(siteId) }, q),
  'reviews.count': async ({ siteId, filter }) => deskCount(await clientForSite(siteId), filter),
  'reviews.ratingSummary': async ({ siteId, filter }) => ratingSummary(await clientForSite(siteId), filter),
  'reviews.matchingIds': async ({ siteId, filter, sort, max }) =>
    matchingIds({ siteId, client: await clientForSite(siteId) }, filter, sort, max),
  'reviews.moderate': ({ siteId, reviewId, status, about, was }, asker) =>
    sendOrQueue({ kind: 'moderate', siteId, reviewId, status }, about ?? null, () =>
      moderateForSite(siteId, { page: asker.from }, reviewId, status, was),
    ),
  'reviews.setReply': ({ siteId, reviewId, message, about }, asker) =>
    sendOrQueue({ kind: 'reply', siteId, reviewId, message }, about ?? null, () =>
      replyForSite(siteId, { page: asker.from }, reviewId, message),
    ),
  'reviews.removeReply': ({ siteId, reviewId }, asker) => removeReplyForSite(siteId, { page: asker.from }, reviewId),
  'reviews.delete': ({ siteId, reviewId, was }, asker) => deleteForSite(siteId, { page: asker.from }, reviewId, was),
  'reviews.bulk': async ({ siteId, action, reviewIds }, asker) => ({
    results: await bulkForSite(siteId, { page: asker.from }, action, reviewIds),
  }),
  'reviews.names': async ({ siteId, contactIds, productIds }) =>
    reviewNames({ siteId, client: await clientForSite(siteId) }, contactIds, productIds),
};
