import type { ReviewChange } from '../../messaging/events';
import type {
  BulkAction,
  BulkItemResult,
  ModerationDecision,
  ModerationStatus,
  ReviewSummary,
} from '../../messaging/reviews';
import { REPLY_CHANGED } from '../../messaging/wire/reply-conflict';
import { isPending } from '../../messaging/wire/review-status';
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
import { recountBadgeWhenQuiet, refreshBadges } from '../badge/badge';
import { inboxLearns, type WriteOutcome } from '../inbox/inbox-writes';
import { bulkOutcome } from '../retry-safe/bulk-outcome';
import { ServiceError } from '../infra/service-error';
import { broadcast, type ChangeOrigin } from '../trust/broadcast';
import { withAppIdentityHelp } from '../connection/identity-help';
import { pagesLearn } from '../trust/page-reviews';
import { identifiedClient } from '../connection/site-clients';

/**
 * Every review write, from the panel or a live page. The provider's docs allow moderation only to a
 * Wix app (or user) identity: the admin's app on the site when connected, else the API key (whose
 * refusal then names the app identity). Each write tells the panels and pages, and updates the badge.
 * Its client is in the request budget's write lane, so a read that is part of the write (a reply's
 * check before it is set) is never held behind reads either.
 */
async function write<T extends ReviewSummary | null>(
  siteId: string,
  origin: ChangeOrigin,
  action: string,
  reviewId: string,
  call: (client: SiteClient) => Promise<T>,
  was?: Was,
): Promise<T> {
  const { client, identity } = await identifiedClient(siteId, 'app', { lane: 'write' });
  const now = await withAppIdentityHelp(identity, action, () => call(client));
  const change: ReviewChange = now
    ? { id: reviewId, status: now.status, reply: now.reply, replyDate: now.replyDate }
    : { id: reviewId, deleted: true };
  await changed(siteId, origin, [{ reviewId, now }], { change, left: leftWaiting(now, was) });
  return now;
}

/** The status a review had before a write, where known for sure; `kept`: a write that sets no status (a reply). */
type Was = ModerationStatus | 'kept';

/**
 * How many reviews one write took out of the waiting ones (`now`: the review after it, null when
 * deleted), when the status it had is known (the panel's card, a strip's pending review, a reply):
 * 1 or 0; null when it is not.
 */
function leftWaiting(now: ReviewSummary | null, was: Was | undefined): number | null {
  if (was === undefined) return null;
  if (was === 'kept') return 0;
  return isPending(was) && !(now && isPending(now.status)) ? 1 : 0;
}

/**
 * What follows a write, from its answer: the all-sites inbox's kept entry and the badge learn what it
 * did to the reviews waiting (where that is not known, the badge counts again once the admin's writes
 * have gone quiet: one count per burst, not one per write), and everyone but the writer (`origin`),
 * who learnt it from the answer, is told. A single review's write tells what it changed; a bulk chunk's
 * outcomes say only that its reviews no longer wait, so the others read again.
 */
async function changed(
  siteId: string,
  origin: ChangeOrigin,
  outcomes: WriteOutcome[],
  single?: { change: ReviewChange; left: number | null },
): Promise<void> {
  // Only decorates the write: it may not fail it (the handler answers by the write's own result).
  const left = (await inboxLearns(siteId, outcomes).catch(() => null)) ?? single?.left ?? null;
  // Each page answered one of these reviews keeps its status as now (a bulk chunk's: not known for sure),
  // so the page's next write on it says what it changes; learnt before anyone is told of the change.
  const statuses = outcomes.map(({ reviewId, now }) => ({ id: reviewId, status: now?.status ?? ('UNKNOWN' as const) }));
  await pagesLearn(siteId, statuses).catch(() => undefined);
  await broadcast({ event: 'reviews.changed', siteId, ...(single ? { change: single.change } : {}) }, origin);
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
  return write(siteId, origin, 'Moderating reviews', reviewId, (c) => moderateReview(c, reviewId, status), was);
}

/**
 * Sets a review's reply. With `previous` (a live page's edit: the reply it showed, null for none), the
 * reply is read first and the edit refused with REPLY_CHANGED, naming the reply as it is now, when it
 * changed since: the page then opens that one for editing rather than replacing it unseen.
 * That read stays (the one read a live page's reply costs to send): Set Reply replaces whatever reply the
 * review has, with no condition (the revision Update Review checks does not cover the reply, which that
 * call can't set), and a reply written outside Sitekeeper while the editor was open is in no answer the
 * background has. The write's own answer could only tell afterwards, once that reply is already lost.
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
    reviewId,
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
    'kept',
  );
}

export function removeReplyForSite(siteId: string, origin: ChangeOrigin, reviewId: string): Promise<ReviewSummary> {
  return write(siteId, origin, 'Removing replies', reviewId, (c) => removeReply(c, reviewId), 'kept');
}

export async function deleteForSite(
  siteId: string,
  origin: ChangeOrigin,
  reviewId: string,
  was?: ModerationStatus,
): Promise<{ id: string }> {
  const deleted = async (c: SiteClient) => {
    await deleteReview(c, reviewId);
    return null;
  };
  await write(siteId, origin, 'Deleting reviews', reviewId, deleted, was);
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
    );
  }
}
