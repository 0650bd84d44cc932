import type { ModerationDecision, ReviewSummary } from '../messaging/reviews';
import { moderateReview } from '../provider/reviews';
import { refreshBadges } from './badge';
import { broadcast } from './broadcast';
import { withAppIdentityHelp } from './identity-help';
import { identifiedClient } from './site-clients';

/**
 * Moderates one review, from the panel or a live page. The provider's docs allow this call only to a
 * Wix app (or user) identity: the admin's app on the site when connected, else the API key.
 */
export async function moderateForSite(siteId: string, reviewId: string, status: ModerationDecision): Promise<ReviewSummary> {
  const { client, identity } = await identifiedClient(siteId, 'app');
  const review = await withAppIdentityHelp(identity, 'Moderating reviews', () => moderateReview(client, reviewId, status));
  await broadcast({ event: 'reviews.changed', siteId });
  void refreshBadges(siteId);
  return review;
}
