import type { BulkAction, BulkItemResult, ModerationDecision, ReviewSummary } from '../../messaging/reviews';
import { REPLY_CHANGED } from '../../messaging/plain/reply-conflict';
import {
  bulkDelete,
  bulkModerate,
  currentReply,
  deleteReview,
  moderateReview,
  removeReply,
  setReply,
} from '../../provider/reviews';
import type { SiteClient } from '../../provider/client';
import { refreshBadges } from './badge';
import { bulkOutcome } from './bulk-outcome';
import { ServiceError } from '../infra/service-error';
import { broadcast, type ChangeOrigin } from '../infra/broadcast';
import { withAppIdentityHelp } from '../connection/identity-help';
import { identifiedClient } from '../connection/site-clients';

/**
 * Every review write, from the panel or a live page. The provider's docs allow moderation only to a
 * Wix app (or user) identity: the admin's app on the site when connected, else the API key (whose
 * refusal then names the app identity). Each write tells the panels and pages, and updates the badge.
 * Its client is in the request budget's write lane, so a read that is part of the write (a reply's
 * check before it is set) is never held behind reads either.
 */
async function write<T>(
  siteId: string,
  origin: ChangeOrigin,
  action: string,
  call: (client: SiteClient) => Promise<T>,
): Promise<T> {
  const { client, identity } = await identifiedClient(siteId, 'app', { lane: 'write' });
  const result = await withAppIdentityHelp(identity, action, () => call(client));
  await changed(siteId, origin);
  return result;
}

/** Tells everyone but the writer (`origin`), who refreshes itself from the answer. */
async function changed(siteId: string, origin: ChangeOrigin): Promise<void> {
  await broadcast({ event: 'reviews.changed', siteId }, origin);
  void refreshBadges(siteId, { force: true });
}

export function moderateForSite(
  siteId: string,
  origin: ChangeOrigin,
  reviewId: string,
  status: ModerationDecision,
): Promise<ReviewSummary> {
  return write(siteId, origin, 'Moderating reviews', (c) => moderateReview(c, reviewId, status));
}

/**
 * Sets a review's reply. With `previous` (a live page's edit: the reply it showed, null for none), the
 * reply is read first and the edit refused with REPLY_CHANGED, naming the reply as it is now, when it
 * changed since: the page then opens that one for editing rather than replacing it unseen.
 */
export function replyForSite(
  siteId: string,
  origin: ChangeOrigin,
  reviewId: string,
  message: string,
  edit: { previous?: string | null } = {},
): Promise<ReviewSummary> {
  return write(siteId, origin, 'Replying to reviews', async (c) => {
    if (edit.previous !== undefined) {
      const now = await currentReply(c, reviewId);
      if (now !== undefined && now !== edit.previous)
        throw new ServiceError(409, REPLY_CHANGED, 'The reply was changed since the page showed it.', {
          details: { reply: now },
        });
    }
    return setReply(c, reviewId, message);
  });
}

export function removeReplyForSite(siteId: string, origin: ChangeOrigin, reviewId: string): Promise<ReviewSummary> {
  return write(siteId, origin, 'Removing replies', (c) => removeReply(c, reviewId));
}

export async function deleteForSite(siteId: string, origin: ChangeOrigin, reviewId: string): Promise<{ id: string }> {
  await write(siteId, origin, 'Deleting reviews', (c) => deleteReview(c, reviewId));
  return { id: reviewId };
}

/**
 * One chunk of a bulk action (≤ 100 reviews): one bulk call, then one query of the same reviews to
 * check each one's outcome, so every failure is reported per review, none silently skipped (and a
 * landed one whose answer was lost is not reported failed: bulk-outcome.ts).
 */
export async function bulkForSite(
  siteId: string,
  origin: ChangeOrigin,
  action: BulkAction,
  reviewIds: string[],
): Promise<BulkItemResult[]> {
  const { client, identity } = await identifiedClient(siteId, 'app', { lane: 'write' });
  const label = action === 'DELETE' ? 'Deleting reviews' : 'Moderating reviews';
  try {
    return await bulkOutcome(client, action, reviewIds, () =>
      withAppIdentityHelp(identity, label, () =>
        action === 'DELETE' ? bulkDelete(client, reviewIds) : bulkModerate(client, reviewIds, action),
      ),
    );
  } finally {
    await changed(siteId, origin);
  }
}
