import { useRef } from 'react';
import { t, tAuthor } from '../i18n';
import { reviewAction, type ReviewAction, type ReviewActionId } from '../ui/review-actions';
import type { ReviewSummary } from '../messaging/reviews';
import { sendAdmin } from './send';
import { isQueued, type QueuedAnswer } from '../messaging/wire/queued';
import { queueKeys } from './offline-queue';
import { learnReviewChange, refreshReviewsWhenQuiet } from './review-cache';
import { useWrite } from './write';

/** One review action as the panel runs it: on which review, with the reply's text, or as the Undo of another. */
export interface ReviewActionRun {
  review: ReviewSummary;
  action: ReviewActionId;
  text?: string;
  undo?: boolean;
}

/** A write's answer: the review as it is now, a waiting change, or (a deletion) the deleted id. */
type ActionAnswer = ReviewSummary | QueuedAnswer | { id: string };
type Send = (siteId: string, run: ReviewActionRun) => Promise<ActionAnswer>;
const moderateTo =
  (status: 'APPROVED' | 'REJECTED'): Send =>
  (siteId, { review }) =>
    sendAdmin('reviews.moderate', {
      siteId,
      reviewId: review.id,
      status,
      about: review.authorName,
      was: review.status,
    });

/** What each action of the declaration (lib/ui/review-actions.ts) sends from the panel. */
export const PANEL_SENDS: Record<ReviewActionId, Send> = {
  approve: moderateTo('APPROVED'),
  reject: moderateTo('REJECTED'),
  reply: (siteId, { review, text }) =>
    sendAdmin('reviews.setReply', { siteId, reviewId: review.id, message: text ?? '', about: review.authorName }),
  removeReply: (siteId, { review }) => sendAdmin('reviews.removeReply', { siteId, reviewId: review.id }),
  delete: (siteId, { review }) => sendAdmin('reviews.delete', { siteId, reviewId: review.id, was: review.status }),
};

/** What the panel says when an action is done ("Undone: …" for an Undo). */
export function doneText({ review, action, undo }: ReviewActionRun): string {
  const text = tAuthor(reviewAction(action).done, review.authorName || t('common.anonymous'));
  return undo ? t('desk.undone', { text }) : text;
}

/** What the panel says when the action waits in the offline queue: what will happen once the connection is back. */
export function queuedText({ review, action }: ReviewActionRun): string {
  const queued = reviewAction(action).queued;
  return queued ? tAuthor(queued, review.authorName || t('common.anonymous')) : t('queue.changeLater');
}

/**
 * The single-review actions of the panel, each as declared: it sends, refreshes the panel's
 * reviews, says what happened in the toast (and to `onDone`, the desk's own live region) and offers
 * the declared inverse as Undo, which runs once and offers no Undo of its own. `siteName`, where
 * the screen lists several sites' reviews, is said before what happened.
 */
export function useReviewActions(siteId: string, onDone?: (text: string) => void, siteName?: string) {
  const write = useWrite<ReviewActionRun, ActionAnswer>({
    send: (run) => PANEL_SENDS[run.action](siteId, run),
    // A change waiting in the offline queue (lib/queries/offline-queue.ts) is shown there.
    refreshes: (data) => (isQueued(data) ? [queueKeys.all] : []),
    // Otherwise the answer is the review as it is now: the lists and counts learn it, no read.
    update: (queryClient, data, run) => {
      if (isQueued(data)) return;
      const after = 'status' in data ? data : null;
      learnReviewChange(queryClient, siteId, { id: run.review.id, before: run.review, after });
      refreshReviewsWhenQuiet(queryClient, siteId);
    },
    // Said in the toast and told to the desk's live region, after every success (not only the last one started).
    says: (data, run) => {
      const said = isQueued(data) ? queuedText(run) : doneText(run);
      const text = siteName ? t('inbox.onSite', { site: siteName, text: said }) : said;
      onDone?.(text);
      return text;
    },
    // A waiting change has no Undo: its Cancel is in the queue.
    undo: (data, run) => {
      const inverse = reviewAction(run.action).inverse;
      return inverse && !run.undo && !isQueued(data)
        ? () => write.mutate({ review: run.review, action: inverse, undo: true })
        : null;
    },
  });
  // What each run does once it succeeded (e.g. close the reply editor), so its Retry does it too.
  const followUps = useRef(new WeakMap<ReviewActionRun, () => void>());
  return {
    /** Runs `action` on `review` (with the reply's text for an action that takes one). */
    run: (review: ReviewSummary, action: ReviewAction, options: { text?: string; onSuccess?: () => void } = {}) => {
      const run = { review, action: action.id, ...(options.text !== undefined ? { text: options.text } : {}) };
      if (options.onSuccess) followUps.current.set(run, options.onSuccess);
      write.mutate(run, { onSuccess: options.onSuccess });
    },
    /** The review an action is running on, if any. */
    busyId: write.isPending ? write.variables.review.id : null,
    error: write.error,
    /** Sends the failed action again (moderation and replies set a state: a resend can't do it twice). */
    retry: write.isError
      ? () => write.mutate(write.variables, { onSuccess: followUps.current.get(write.variables) })
      : undefined,
  };
}
