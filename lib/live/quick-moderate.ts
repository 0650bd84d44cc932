import { readableError as readable } from '../messaging/plain/message-error';
import { itemKey } from '../messaging/plain/item-key';
import type { ReviewAction, ReviewActionId } from '../messaging/plain/review-actions';
import type { ItemRef, ModerationStatus, ReviewSummary } from '../messaging/reviews';
import { sendPage } from '../messaging/plain/send-page';
import { createModerateButtons, type ModerateButtons } from './moderate-buttons';
import { findPageItem } from './page-item';
import { findReviewItems } from './review-items';
import { createReviewStrip, type ReviewStrip } from './review-strip';

/** Runs a page call, with its failure worded for the page. */
const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (e) {
    throw new Error(readable(e), { cause: e });
  }
};

type PageSend = (reviewId: string, text: string, previous: string | null) => Promise<ReviewSummary>;
/**
 * What each action a live page offers (lib/messaging/plain/review-actions.ts) sends: the page API's
 * messages. A reply names the reply the page showed (`previous`): it edits that one.
 */
export const PAGE_SENDS: Partial<Record<ReviewActionId, PageSend>> = {
  approve: (reviewId) => sendPage('page.moderateReview', { reviewId, status: 'APPROVED' }),
  reject: (reviewId) => sendPage('page.moderateReview', { reviewId, status: 'REJECTED' }),
  reply: (reviewId, message, previous) => sendPage('page.replyReview', { reviewId, message, previous }),
};
const runOnPage = (
  reviewId: string,
  action: ReviewAction,
  text = '',
  previous: string | null = null,
): Promise<ReviewSummary> =>
  wrap(() => {
    const send = PAGE_SENDS[action.id];
    if (!send) throw new Error(`${action.id} is not offered on a live page`);
    return send(reviewId, text, previous);
  });

// What this page has learned, in the content script's own world (never in the page's DOM).
const states = new Map<string, ModerationStatus>();
/** The replies of shown reviews, as the page's one answer named them (null: no reply). */
const replies = new Map<string, string | null>();
/** Items whose non-published reviews are all known: their other shown reviews are published. */
const completeItems = new Set<string>();
const askedItems = new Set<string>();
const controls = new WeakMap<Element, ModerateButtons>();
let strip: { key: string; strip: ReviewStrip } | null = null;

/** The state of a shown review: asked, or published because its item's unpublished ones are all known. */
function stateOf(id: string, itemKeyOfPage: string | null): ModerationStatus | undefined {
  return states.get(id) ?? (itemKeyOfPage !== null && completeItems.has(itemKeyOfPage) ? 'APPROVED' : undefined);
}

function mountStrip(doc: Document, item: ItemRef, widget: Element | null): ReviewStrip {
  const key = itemKey(item.namespace, item.entityId);
  if (strip?.key === key && strip.strip.host.isConnected) return strip.strip;
  strip?.strip.host.remove();
  const created = createReviewStrip(
    {
      run: runOnPage,
      openDesk: () => wrap(() => sendPage('page.openDesk', { item })),
      // Not a change of a review (unlike the calls above): the page's own-action clock is left alone.
      writeReview: () =>
        sendPage('page.writeReview', { item }).catch((e: unknown) =>
          Promise.reject(new Error(readable(e), { cause: e })),
        ),
    },
    widget === null,
  );
  if (widget) widget.before(created.host);
  else doc.body.append(created.host);
  strip = { key, strip: created };
  return created;
}

const makeControls = (reviewId: string): ModerateButtons =>
  createModerateButtons(reviewId, (action, text, previous) => runOnPage(reviewId, action, text, previous));

/** Controls built ahead for shown reviews, not in the page yet (see prepareQuickModerate). */
const prepared = new Map<Element, { id: string; buttons: ModerateButtons }>();

/**
 * The review's controls, showing `status` (and its reply, once known); a new one is complete before
 * it enters the page (one style and layout pass for all).
 */
function mountControls(element: Element, reviewId: string, status: ModerationStatus): void {
  const reply = replies.get(reviewId);
  const existing = controls.get(element);
  if (existing) return existing.setStatus(status, reply);
  const ahead = prepared.get(element);
  prepared.delete(element);
  const buttons = ahead?.id === reviewId ? ahead.buttons : makeControls(reviewId);
  buttons.setStatus(status, reply);
  element.append(buttons.host);
  controls.set(element, buttons);
}

/**
 * In-place moderation on a live page: a strip with the item's pending reviews next to its reviews
 * widget, and Reject / Reply on each published review shown. ONE provider call per page (the item's
 * unpublished reviews and the shown ones' states); none on a page without a reviews widget. Reviews
 * that appear later cost nothing when their item is known, else one call per burst. Safe to call again.
 */
export async function showQuickModerate(doc: Document, opts: { refetch?: boolean } = {}): Promise<void> {
  const page = findPageItem(doc);
  const items = findReviewItems(doc);
  if (!page && items.length === 0) return; // no reviews widget: nothing to ask
  const key = page ? itemKey(page.item.namespace, page.item.entityId) : null;
  const unknown = items.filter((i) => stateOf(i.id, key) === undefined).map((i) => i.id);
  const askItem = page !== null && key !== null && (opts.refetch || !askedItems.has(key));
  if (askItem || unknown.length > 0) {
    if (key) askedItems.add(key);
    for (const id of unknown) states.set(id, states.get(id) ?? 'UNKNOWN'); // asked once, with or without an answer
    const answer = await sendPage('page.itemReviews', {
      item: askItem ? page.item : null,
      shownIds: (opts.refetch ? items.map((i) => i.id) : unknown).slice(0, 200),
    });
    for (const [id, status] of Object.entries(answer.states)) states.set(id, status);
    for (const [id, reply] of Object.entries(answer.replies)) replies.set(id, reply);
    if (askItem && key) {
      if (!answer.morePending) completeItems.add(key);
      mountStrip(doc, page.item, page.widget).update(answer.pending, answer.morePending);
    }
  } else if (page) {
    mountStrip(doc, page.item, page.widget);
  }
  for (const { id, element } of items) {
    const status = stateOf(id, key);
    if (status && status !== 'UNKNOWN') mountControls(element, id, status);
  }
}

/** Controls built per task ahead of the answer: the answer is handled between two batches, not after all. */
const PREPARE_BATCH = 40;

/**
 * Builds the controls of the reviews shown (out of the page) while their states are still being
 * asked, once the page is known to be an enabled site's: the answer then only puts them in place
 * (building what is not ready yet itself).
 */
export async function prepareQuickModerate(doc: Document): Promise<void> {
  const items = findReviewItems(doc);
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % PREPARE_BATCH === 0) await new Promise((resolve) => setTimeout(resolve));
    const { id, element } = items[i]!;
    if (!controls.has(element) && !prepared.has(element)) prepared.set(element, { id, buttons: makeControls(id) });
  }
}

/** Something new to look at: review elements without controls, or a widget of an item not asked about. */
export function hasUncheckedReviews(doc: Document): boolean {
  const page = findPageItem(doc);
  if (page && !askedItems.has(itemKey(page.item.namespace, page.item.entityId))) return true;
  return findReviewItems(doc).some(({ id, element }) => !controls.has(element) && !states.has(id));
}

export function removeQuickModerate(doc: Document): void {
  for (const host of doc.querySelectorAll('[data-sitekeeper="moderate"], [data-sitekeeper="strip"]')) {
    if (host.parentElement) controls.delete(host.parentElement);
    host.remove();
  }
  strip = null;
  prepared.clear();
  states.clear();
  replies.clear();
  completeItems.clear();
  askedItems.clear();
}
