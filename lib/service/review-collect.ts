import type { reviewCollectApi } from '../messaging/review-collect-api';
import { writeReviewAsMember } from '../provider/member-self';
import { addReviewForCustomer } from '../provider/review-collect';
import { asMember } from './member-session';
import { writeReviewAsVisitor } from '../provider/visitor-client';
import type { Handlers } from './router';
import { clientForSite } from './site-clients';
import { setVisitorClientId, visitorClientFor, visitorClientId } from './visitor-clients';

/** Writing reviews from the panel (admin API). */
export const reviewCollectHandlers: Handlers<typeof reviewCollectApi, null> = {
  'reviewCollect.addForCustomer': async ({ siteId, reviewer, content }) => addReviewForCustomer(await clientForSite(siteId), reviewer, content),
  'reviewCollect.visitorClient': async ({ siteId }) => ({ clientId: await visitorClientId(siteId) }),
  'reviewCollect.setVisitorClient': async ({ siteId, clientId }) => ({ clientId: await setVisitorClientId(siteId, clientId) }),
  'reviewCollect.writeAsVisitor': async ({ siteId, reviewer, content }) => {
    const visitor = await visitorClientFor(siteId);
    return writeReviewAsVisitor(await clientForSite(siteId), visitor, reviewer, content);
  },
  'reviewCollect.writeAsMember': ({ siteId, content }) => asMember(siteId, (member) => writeReviewAsMember(member, content)),
};
