import { MessageError } from '../messaging/message-error';
import type { ModerationStatus } from '../messaging/reviews';
import { sendPage } from '../messaging/send-page';
import { createModerateButtons, type ModerateButtons } from './moderate-buttons';
import { findReviewItems } from './review-items';

const readable = (e: unknown) =>
  e instanceof MessageError && e.data.requestId ? `${e.data.message} (request ${e.data.requestId})` : e instanceof Error ? e.message : String(e);

/**
 * Puts Approve / Reject next to each review of the page, showing each one's current state.
 * Safe to call again: existing buttons are updated, not duplicated.
 */
export async function showQuickModerate(root: ParentNode): Promise<void> {
  const items = findReviewItems(root);
  if (items.length === 0) return;
  for (const { element } of items) asked.add(element);
  const { states } = await sendPage('page.reviewStates', { reviewIds: items.map((i) => i.id) });
  for (const { id, element } of items) {
    const status = states[id];
    if (!status) continue;
    const buttons = existing.get(element) ?? mount(element, id);
    buttons.setStatus(status);
  }
}

/** Review items the page shows that we have not asked about yet (the widget renders late, pages change). */
export function hasUncheckedReviews(root: ParentNode): boolean {
  return findReviewItems(root).some(({ element }) => !asked.has(element));
}

export function removeQuickModerate(root: ParentNode): void {
  for (const host of root.querySelectorAll('[data-sitekeeper="moderate"]')) {
    if (host.parentElement) {
      existing.delete(host.parentElement);
      asked.delete(host.parentElement);
    }
    host.remove();
  }
}

const existing = new WeakMap<Element, ModerateButtons>();
/** Items whose state we asked for, with or without an answer: each costs one provider call once. */
const asked = new WeakSet<Element>();

function mount(element: Element, reviewId: string): ModerateButtons {
  const buttons = createModerateButtons(reviewId, async (status): Promise<ModerationStatus> => {
    try {
      return (await sendPage('page.moderateReview', { reviewId, status })).status;
    } catch (e) {
      throw new Error(readable(e), { cause: e });
    }
  });
  element.append(buttons.host);
  existing.set(element, buttons);
  return buttons;
}
