import type { reviewCollectApi } from '../messaging/review-collect-api';
import { addReviewForCustomer } from '../provider/review-collect';
import type { Handlers } from './router';
import { clientForSite } from './site-clients';

/** Writing reviews from the panel (admin API). */
export const reviewCollectHandlers: Handlers<typeof reviewCollectApi, null> = {
  'reviewCollect.addForCustomer': async ({ siteId, reviewer, content }) => addReviewForCustomer(await clientForSite(siteId), reviewer, content),
};
