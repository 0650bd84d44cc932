import type { ReviewChange } from '../../messaging/events';
import type {
  BulkAction,
  BulkItemResult,
  ModerationDecision,
  ModerationStatus,
  ReviewSummary,
} from '../../messaging/reviews';
import { REPLY_CHANGED } from '../../messaging/plain/reply-conflict';
import { isPending } from '../../messaging/plain/review-status';
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
import { recountBadgeWhenQuiet, refreshBadges } from './badge';
import { inboxLearns, reviewNow, type WriteOutcome } from './inbox-writes';
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
  outcome: (result: T) => WriteOutcome[],
  was?: Was,
): Promise<T> {
  const { client, identity } = await identifiedClient(siteId, 'app', { lane: 'write' });
  const result = await withAppIdentityHelp(identity, action, () => call(client));
  await changed(siteId, origin, outcome(result), 'one', was);
  return result;
}

/** The status a review had before a write, where known for sure; `kept`: a write that sets no status (a reply). */
type Was = ModerationStatus | 'kept';

/**
 * How many reviews one write took out of the waiting ones, when the status it had is known (the
 * panel's card, a strip's pending review, a reply): 1 or 0; null when it is not.
 */
function leftWaiting(outcomes: WriteOutcome[], was: Was | undefined): number | null {
  const [one] = outcomes;
  if (outcomes.length !== 1 || !one || was === undefined) return null;
  if (was === 'kept') return 0;
  return isPending(was) && !(one.now && isPending(one.now.status)) ? 1 : 0;
}

/** What one review's write changed, told to the other contexts so they learn it too. */
const changeOf = ({ reviewId, now }: WriteOutcome): ReviewChange =>
  now
    ? { id: reviewId, status: now.status, reply: now.reply, replyDate: now.replyDate }
    : { id: reviewId, deleted: true };

/**
 * What follows a write, from its answer: the all-sites inbox's kept entry and the badge learn what it
 * did to the reviews waiting (where that is not known, the badge counts again once the admin's writes
 * have gone quiet: one count per burst, not one per write), and everyone but the writer (`origin`),
 * who learnt it from the answer, is told what changed.
 */
async function changed(
  siteId: string,
  origin: ChangeOrigin,
  outcomes: WriteOutcome[],
  what: 'one' | 'bulk' = 'one',
  was?: Was,
): Promise<void> {
  // Only decorates the write: it may not fail it (the handler answers by the write's own result).
  const left = (await inboxLearns(siteId, outcomes).catch(() => null)) ?? leftWaiting(outcomes, was);
  // A bulk chunk's outcomes say only that its reviews no longer wait: the others read again.
  const change = what === 'one' && outcomes.length === 1 ? { change: changeOf(outcomes[0]!) } : {};
  await broadcast({ event: 'reviews.changed', siteId, ...change }, origin);
  if (left === null) recountBadgeWhenQuiet(siteId);
  else void refreshBadges(siteId, { left });
}

/** `was`: the status the review had where the asker knows it for sure (the badge then needs no count). */
export function moderateForSite(
  siteId: string,
  origin: ChangeOrigin,
  reviewId: string,
  status: ModerationDecision,
  was?: ModerationStatus,
): Promise<ReviewSummary> {
  return write(siteId, origin, 'Moderating reviews', (c) => moderateReview(c, reviewId, status), reviewNow, was);
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
  return write(
    siteId,
    origin,
    'Replying to reviews',
    async (c) => {
      if (edit.previous !== undefined) {
        const now = await currentReply(c, reviewId);
        if (now !== undefined && now !== edit.previous)
          throw new ServiceError(409, REPLY_CHANGED, 'The reply was changed since the page showed it.', {
            details: { reply: now },
          });
      }
      return setReply(c, reviewId, message);
    },
    reviewNow,
    'kept',
  );
}

export function removeReplyForSite(siteId: string, origin: ChangeOrigin, reviewId: string): Promise<ReviewSummary> {
  return write(siteId, origin, 'Removing replies', (c) => removeReply(c, reviewId), reviewNow, 'kept');
}

export async function deleteForSite(
  siteId: string,
  origin: ChangeOrigin,
  reviewId: string,
  was?: ModerationStatus,
): Promise<{ id: string }> {
  await write(
    siteId,
    origin,
    'Deleting reviews',
    (c) => deleteReview(c, reviewId),
    () => [{ reviewId, now: null }],
    was,
  );
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
  let results: BulkItemResult[] = [];
  try {
    results = await bulkOutcome(client, action, reviewIds, () =>
      withAppIdentityHelp(identity, label, () =>
        action === 'DELETE' ? bulkDelete(client, reviewIds) : bulkModerate(client, reviewIds, action),
      ),
    );
    return results;
  } finally {
    // Every bulk action takes a review out of the waiting ones: those it did no longer wait.
    await changed(
      siteId,
      origin,
      results.filter((r) => r.ok).map((r) => ({ reviewId: r.id, now: null })),
      'bulk',
    );
  }
}
