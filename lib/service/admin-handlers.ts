import type { AdminApi } from '../messaging/admin-api';
import { countPendingReviews, listPendingReviews, moderateReview } from '../provider/reviews';
import { enabledSitesItem } from '../storage';
import { refreshAllBadges, refreshBadges } from './badge';
import { broadcast } from './broadcast';
import type { Handlers } from './router';
import { connectApiKey, connectSandbox, disconnect, sessionState } from './session';
import { clientForSite, forgetClients } from './site-clients';
import { currentSite } from './tab-sites';

async function sessionChanged<T>(state: T): Promise<T> {
  forgetClients();
  await broadcast({ event: 'session.changed' });
  void refreshAllBadges();
  return state;
}

/** The admin API: everything the side panel's tools need. */
export const adminHandlers: Handlers<AdminApi, null> = {
  'session.get': () => sessionState(),
  'session.connectSandbox': async ({ sandboxUrl, siteId }) => sessionChanged(await connectSandbox(sandboxUrl, siteId)),
  'session.connectApiKey': async ({ apiKey, accountId }) => sessionChanged(await connectApiKey(apiKey, accountId)),
  'session.disconnect': async () => sessionChanged(await disconnect()),

  'site.current': ({ windowId }) => currentSite(windowId),
  'site.setEnabled': async ({ siteId, enabled }) => {
    await enabledSitesItem.setValue({ ...(await enabledSitesItem.getValue()), [siteId]: enabled });
    await broadcast({ event: 'site.enabledChanged', siteId, enabled });
    void refreshBadges(siteId);
    return { enabled };
  },

  'reviews.pending': async ({ siteId, cursor, limit }) => listPendingReviews(await clientForSite(siteId), cursor, limit),
  'reviews.pendingCount': async ({ siteId }) => ({ count: await countPendingReviews(await clientForSite(siteId)) }),
  'reviews.moderate': async ({ siteId, reviewId, status }) => {
    const review = await moderateReview(await clientForSite(siteId), reviewId, status);
    await broadcast({ event: 'reviews.changed', siteId });
    void refreshBadges(siteId);
    return review;
  },
};
