import type { reviewRequestsApi } from '../../messaging/review-requests-api';
import { findProductsByName, storeProducts } from '../../provider/products';
import {
  cancelReviewRequests,
  countCancelable,
  findContactsByEmail,
  listReviewRequests,
} from '../../provider/review-requests';
import { scheduleRequestSafely } from '../retry-safe/safe-writes';
import type { Handlers } from '../infra/router';
import type { AdminSender } from '../infra/senders';
import { clientForSite } from '../connection/site-clients';

/** The review request tools' handlers (admin API), with the account's API key. */
export const reviewRequestsHandlers: Handlers<typeof reviewRequestsApi, AdminSender> = {
  'reviewRequests.list': async ({ siteId, status, cursor }) =>
    listReviewRequests(await clientForSite(siteId), status, cursor),
  'reviewRequests.schedule': async ({ siteId, contactId, itemId, sendDate, retrySince }) =>
    scheduleRequestSafely(await clientForSite(siteId), { contactId, itemId, sendDate }, retrySince),
  'reviewRequests.countCancelable': async ({ siteId, scope }) => ({
    count: await countCancelable(await clientForSite(siteId), scope),
  }),
  'reviewRequests.cancel': async ({ siteId, scope }) => cancelReviewRequests(await clientForSite(siteId), scope),
  'reviewRequests.findContacts': async ({ siteId, email }) => findContactsByEmail(await clientForSite(siteId), email),
  'reviewRequests.findProducts': async ({ siteId, name }) => findProductsByName(await clientForSite(siteId), name),
  'reviewRequests.productNames': async ({ siteId, ids }) => storeProducts(await clientForSite(siteId), ids),
};
