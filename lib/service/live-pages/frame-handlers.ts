import { browser } from 'wxt/browser';
import type { FrameApi, FrameEvent } from '../../messaging/frame-api';
import type { FrameTicketData } from '../../storage';
import { isQueued, type QueuedAnswer } from '../../messaging/wire/queued';
import type { ReviewSummary } from '../../messaging/reviews';
import { changedReply } from '../../messaging/wire/reply-conflict';
import { moderateForSite, replyForSite } from '../reviews/moderate';
import { openDeskFor, writeReviewFor } from './page-views';
import { savedRepliesForReview } from '../saved-replies/for-review';
import { knownRules } from '../moderation-rules/known-rules';
import { readRules } from '../moderation-rules/rule-calls';
import { sendOrQueue } from '../offline-queue/queue-send';
import { pageRateLimit } from '../infra/page-rate-limit';
import type { Handlers } from '../infra/router';
import { ServiceError } from '../infra/service-error';
import { assertAnswered, readTicket, reviewNotOnPage, updateReplyTicket } from '../trust/page-reviews';
import { enabledSiteOf, type PageSender } from '../trust/page-site';

/** Tells the content script that made a frame (the tab's top frame) what became of it. */
async function tellPage(tabId: number, event: FrameEvent): Promise<unknown> {
  return browser.tabs.sendMessage(tabId, event, { frameId: 0 });
}

export const frameHidden = () =>
  new ServiceError(403, 'FRAME_HIDDEN', 'The control was hidden or covered when it was clicked, so nothing was done.');

/**
 * Before a frame's action runs: its host must still be where the content script put it, and painted on
 * top there (the page may cover a frame, make it transparent or move it; the frame can't see that).
 */
async function assertSeen(tabId: number, ticket: string): Promise<void> {
  const answer = await tellPage(tabId, { kind: 'sitekeeper.frame', ticket, event: 'check' }).catch(() => null);
  if ((answer as { seen?: unknown } | null)?.seen !== true) throw frameHidden();
}

/** The ticket's data, when it is the frame's tab's and the page is on an enabled, verified site. */
async function ticketOf(sender: PageSender, ticket: string) {
  const data = await readTicket(sender.tabId, ticket);
  const siteId = await enabledSiteOf(sender);
  return { data, siteId };
}

/** A review a frame may act on: the one its reply ticket names, or one of the strip's (answered to the page); none for a member frame. */
async function actOn(sender: PageSender, ticket: string, reviewId: string) {
  const { data, siteId } = await ticketOf(sender, ticket);
  const named =
    data.kind === 'reply'
      ? data.reviewId === reviewId
      : data.kind === 'strip' && data.pending.some((r) => r.id === reviewId);
  if (!named) throw reviewNotOnPage(); // a member frame acts on no review
  const was = await assertAnswered(sender.tabId, sender.url, reviewId);
  pageRateLimit.take(sender.tabId);
  await assertSeen(sender.tabId, ticket);
  return { data, siteId, was };
}

/** The review's author as the frame showed it, named with a change that waits in the offline queue. */
function authorOf(data: FrameTicketData, reviewId: string): string | null {
  if (data.kind === 'reply') return data.author || null;
  if (data.kind === 'member') return null;
  return data.pending.find((r) => r.id === reviewId)?.authorName || null;
}

/** The frame API (lib/messaging/frame-api.ts): what the live page's frames may ask, by their tickets. */
export const frameHandlers: Handlers<FrameApi, PageSender> = {
  'frame.open': async ({ ticket }, sender) => {
    const { data, siteId } = await ticketOf(sender, ticket);
    const { at: _at, url: _url, ...view } = data;
    return view.kind === 'strip' ? { ...view, rules: knownRules(siteId) } : view;
  },
  'frame.rules': async ({ ticket }, sender) => {
    const { data, siteId } = await ticketOf(sender, ticket);
    if (data.kind !== 'strip') throw reviewNotOnPage();
    pageRateLimit.take(sender.tabId);
    return { rules: await readRules(siteId) };
  },
  'frame.moderate': async ({ ticket, reviewId, status }, sender) => {
    const { data, siteId, was } = await actOn(sender, ticket, reviewId);
    // `was`: the status the background last knew (the page's answer, then each write's answer, so an Undo
    // knows the approve it undoes), not the strip's ticket as first drawn: the badge follows without a count.
    return sendOrQueue({ kind: 'moderate', siteId, reviewId, status }, authorOf(data, reviewId), () =>
      moderateForSite(siteId, { tabId: sender.tabId }, reviewId, status, was),
    );
  },
  'frame.reply': async ({ ticket, reviewId, message, previous }, sender) => {
    const { data, siteId } = await actOn(sender, ticket, reviewId);
    let review: ReviewSummary | QueuedAnswer;
    try {
      review = await sendOrQueue({ kind: 'reply', siteId, reviewId, message, previous }, authorOf(data, reviewId), () =>
        replyForSite(siteId, { tabId: sender.tabId }, reviewId, message, { previous }),
      );
    } catch (e) {
      const now = changedReply(e);
      if (now !== undefined && data.kind === 'reply') await updateReplyTicket(sender.tabId, ticket, now);
      throw e;
    }
    if (isQueued(review)) return review; // the frame says it waits; the page's reply is unchanged yet
    if (data.kind === 'reply') {
      await updateReplyTicket(sender.tabId, ticket, review.reply);
      await tellPage(sender.tabId, { kind: 'sitekeeper.frame', ticket, event: 'done', review }).catch(() => null);
    }
    return review;
  },
  'frame.savedReplies': async ({ ticket }, sender) => {
    const { data, siteId } = await ticketOf(sender, ticket);
    if (data.kind !== 'reply') throw reviewNotOnPage();
    pageRateLimit.take(sender.tabId);
    return savedRepliesForReview(siteId, data);
  },
  'frame.openDesk': async ({ ticket }, sender) => {
    const data = await readTicket(sender.tabId, ticket);
    if (data.kind !== 'strip') throw reviewNotOnPage();
    return openDeskFor(sender, data.item);
  },
  'frame.writeReview': async ({ ticket }, sender) => {
    const data = await readTicket(sender.tabId, ticket);
    if (data.kind !== 'strip') throw reviewNotOnPage();
    return writeReviewFor(sender, data.item);
  },
  'frame.resize': async ({ ticket, height }, sender) => {
    await readTicket(sender.tabId, ticket);
    await tellPage(sender.tabId, { kind: 'sitekeeper.frame', ticket, event: 'resize', height }).catch(() => null);
    return { ok: true };
  },
  'frame.close': async ({ ticket }, sender) => {
    await readTicket(sender.tabId, ticket);
    await tellPage(sender.tabId, { kind: 'sitekeeper.frame', ticket, event: 'close' }).catch(() => null);
    return { ok: true };
  },
};
