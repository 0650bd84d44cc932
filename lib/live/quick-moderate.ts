import { readableError as readable } from '../ui/error-words';
import { itemKey } from '../messaging/wire/item-key';
import type { ReviewChange } from '../messaging/events';
import type { ReviewAction, ReviewActionId } from '../ui/review-actions';
import type { ItemRef, ModerationStatus, PageShownReview, ReviewSummary } from '../messaging/reviews';
import { t } from '../i18n';
import { sendPage } from './send-page';
import { createModerateButtons, type ModerateButtons } from './moderate-buttons';
import { findPageItem } from './page-item';
import { findReviewItems } from './review-items';
import { createFrameHost, removeFrames, type FrameHost } from './frame-host';

/** Runs a page call, with its failure worded for the page. */
const wrap = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (e) {
    throw new Error(readable(e), { cause: e });
  }
};

/**
 * What each action a shown review's controls run at once (lib/ui/review-actions.ts) sends:
 * the page API's messages. A reply is written in the extension's frame (lib/live/frame-sends.ts).
 */
export const PAGE_SENDS: Partial<Record<ReviewActionId, (reviewId: string) => Promise<ReviewSummary>>> = {
  approve: (reviewId) => sendPage('page.moderateReview', { reviewId, status: 'APPROVED' }),
  reject: (reviewId) => sendPage('page.moderateReview', { reviewId, status: 'REJECTED' }),
};
const runOnPage = (reviewId: string, action: ReviewAction): Promise<ReviewSummary> =>
  wrap(() => {
    const send = PAGE_SENDS[action.id];
    if (!send) throw new Error(`${action.id} is not offered on a live page`);
    return send(reviewId);
  });

// What this page has learned, in the content script's own world (never in the page's DOM).
const states = new Map<string, ModerationStatus>();
/** The replies of shown reviews, as the page's answer named them (null: no reply). */
const replies = new Map<string, string | null>();
/** Who wrote each shown published review and its first words, as the background answered. */
const shownReviews = new Map<string, PageShownReview>();
const askedItems = new Set<string>();
const controls = new WeakMap<Element, ModerateButtons>();
let strip: { key: string; frame: FrameHost } | null = null;

/** Shown reviews asked about per call (the background asks the provider about as many at once). */
const SHOWN_PER_ASK = 80;

/** The strip's frame next to the item's reviews widget (floating without one), for the answer's ticket. */
function mountStrip(doc: Document, item: ItemRef, widget: Element | null, ticket: string): void {
  const key = itemKey(item.namespace, item.entityId);
  if (strip?.key === key && strip.frame.ticket === ticket && strip.frame.host.isConnected) return;
  strip?.frame.remove();
  const frame = createFrameHost('strip', ticket, { floating: widget === null });
  frame.put((host) => (widget ? widget.before(host) : doc.body.append(host)));
  strip = { key, frame };
}

/**
 * Throws unless the review is about the product the page shows (lib/live/page-item.ts), by the item the
 * background read for it: a page that relabelled a review element with another product's review before
 * the controls came gets a control that names that review, and refuses to act on it, sending nothing.
 */
function assertAboutPage(doc: Document, shown: PageShownReview): void {
  const page = findPageItem(doc)?.item;
  if (!page || itemKey(page.namespace, page.entityId) !== itemKey(shown.item.namespace, shown.item.entityId))
    throw new Error(t('live.otherProduct'));
}

const makeControls = (doc: Document, reviewId: string, shown: PageShownReview): ModerateButtons =>
  createModerateButtons(reviewId, shown, {
    run: async (action) => {
      assertAboutPage(doc, shown);
      return runOnPage(reviewId, action);
    },
    openReply: async (hooks) => {
      assertAboutPage(doc, shown);
      const { ticket } = await wrap(() => sendPage('page.replyFrame', { reviewId }));
      return createFrameHost('reply', ticket, hooks);
    },
  });

/** The review's controls, showing `status` (and whether it has a reply, once known). */
function mountControls(element: Element, reviewId: string, status: ModerationStatus): void {
  const existing = controls.get(element);
  if (existing?.inPlace()) return existing.setStatus(status, replies.get(reviewId));
  existing?.host.remove();
  const shown = shownReviews.get(reviewId);
  if (!shown) return; // not a published review the background named: no control
  const buttons = makeControls(element.ownerDocument, reviewId, shown);
  buttons.setStatus(status, replies.get(reviewId));
  buttons.place(element);
  controls.set(element, buttons);
}

/**
 * In-place moderation on a live page: a strip (in the extension's frame) with the item's pending
 * reviews next to its reviews widget, and Reject / Reply on each published review shown, naming it.
 * ONE provider call per page (the item's unpublished reviews and the shown ones' states); none on a
 * page without a reviews widget. Reviews that appear later cost one call per burst. Safe to call again.
 */
export async function showQuickModerate(doc: Document, opts: { refetch?: boolean } = {}): Promise<void> {
  const page = findPageItem(doc);
  const items = findReviewItems(doc);
  if (!page && items.length === 0) return; // no reviews widget: nothing to ask
  const key = page ? itemKey(page.item.namespace, page.item.entityId) : null;
  let askItem = page !== null && key !== null && (opts.refetch || !askedItems.has(key));
  let ask = (opts.refetch ? items.map((i) => i.id) : items.filter((i) => !states.has(i.id)).map((i) => i.id)).slice(
    0,
    200,
  );
  while (askItem || ask.length > 0) {
    const now = ask.slice(0, SHOWN_PER_ASK);
    ask = ask.slice(SHOWN_PER_ASK);
    if (key) askedItems.add(key);
    for (const id of now) states.set(id, states.get(id) ?? 'UNKNOWN'); // asked once, with or without an answer
    const answer = await sendPage('page.itemReviews', { item: askItem ? page!.item : null, shownIds: now });
    for (const [id, status] of Object.entries(answer.states)) states.set(id, status);
    for (const [id, reply] of Object.entries(answer.replies)) replies.set(id, reply);
    for (const [id, shown] of Object.entries(answer.shown)) shownReviews.set(id, shown);
    if (askItem && answer.strip) mountStrip(doc, page!.item, page!.widget, answer.strip);
    askItem = false;
  }
  for (const { id, element } of items) {
    const status = states.get(id);
    if (status && status !== 'UNKNOWN') mountControls(element, id, status);
  }
  dropMovedControls(doc);
}

/**
 * A change made elsewhere to one of this page's shown reviews (the background tells a page only of
 * the reviews it answered to it): its controls show it with no call. False when the page must ask
 * again (a review of the strip, or a deleted one).
 */
export function learnShownChange(doc: Document, change: ReviewChange): boolean {
  if ('deleted' in change || !shownReviews.has(change.id)) return false;
  states.set(change.id, change.status);
  replies.set(change.id, change.reply);
  for (const { id, element } of findReviewItems(doc))
    if (id === change.id && change.status !== 'UNKNOWN') mountControls(element, id, change.status);
  return true;
}

/** Controls whose host the page moved away from their review (or relabelled it) go. */
function dropMovedControls(doc: Document): void {
  for (const host of doc.querySelectorAll('[data-sitekeeper="moderate"]')) {
    const parent = host.parentElement;
    const buttons = parent ? controls.get(parent) : undefined;
    if (!buttons || buttons.host !== host || !buttons.inPlace()) host.remove();
  }
}

/** Something new to look at: review elements without controls, or a widget of an item not asked about. */
export function hasUncheckedReviews(doc: Document): boolean {
  const page = findPageItem(doc);
  if (page && !askedItems.has(itemKey(page.item.namespace, page.item.entityId))) return true;
  return findReviewItems(doc).some(({ id, element }) => !controls.get(element)?.inPlace() && !states.has(id));
}

export function removeQuickModerate(doc: Document): void {
  for (const host of doc.querySelectorAll('[data-sitekeeper="moderate"], [data-sitekeeper="strip"]')) {
    if (host.parentElement) controls.delete(host.parentElement);
    host.remove();
  }
  removeFrames();
  strip = null;
  states.clear();
  replies.clear();
  shownReviews.clear();
  askedItems.clear();
}
