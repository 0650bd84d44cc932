import { browser } from 'wxt/browser';
import { PENDING_STATUSES, type ItemRef } from '../../messaging/reviews';
import { deskHash, deskParams } from '../../messaging/review-filter-url';
import { WRITE_REVIEW_PARAM } from '../../messaging/review-collect';
import { openPanelInGesture } from '../trust/gesture-tabs';
import { openPanel, requestPanelView } from '../infra/panel-request';
import { pageUiRateLimit } from '../infra/page-rate-limit';
import { ServiceError } from '../infra/service-error';
import { enabledSiteOf, type PageSender } from '../trust/page-site';

// The panel views a live page's controls open (the strip's desk link and "Write a review", a member
// page's links), from the content script or from the strip's frame.

/**
 * A click on a live page's control that shows something in the panel: the panel opens first, inside
 * the click's gesture, where the tab is known enabled (see gesture-tabs.ts); else after the site
 * check, which the browser may refuse (the panel then shows the view when the admin opens it).
 */
export async function fromClick<T>(sender: PageSender, work: (siteId: string) => Promise<T>): Promise<T> {
  pageUiRateLimit.take(sender.tabId);
  const opened = openPanelInGesture(sender.tabId, sender.url);
  const siteId = await enabledSiteOf(sender);
  if (!opened) openPanel({ tabId: sender.tabId });
  return work(siteId);
}

/** The desk filtered to the item's pending reviews, from a click on a live page's strip. */
export async function openDeskFor(sender: PageSender, item: ItemRef): Promise<{ opened: boolean }> {
  pageUiRateLimit.take(sender.tabId);
  const opened = openPanelInGesture(sender.tabId, sender.url);
  await enabledSiteOf(sender);
  const filter = { item, statuses: [...PENDING_STATUSES] };
  if (opened) {
    await requestPanelView(deskParams(filter));
    return { opened: true };
  }
  const hash = deskHash(filter);
  // Outside a gesture the side panel may not open; then the desk opens as a tab.
  try {
    await browser.sidePanel.setOptions({ tabId: sender.tabId, path: `sidepanel.html${hash}`, enabled: true });
    await browser.sidePanel.open({ tabId: sender.tabId });
  } catch {
    await browser.tabs.create({ url: browser.runtime.getURL(`/sidepanel.html${hash}`) });
  }
  return { opened: true };
}

/** "Write a review" on the strip: the panel's write form opens with the item (a store product). */
export const writeReviewFor = (sender: PageSender, item: ItemRef): Promise<{ opened: boolean }> =>
  fromClick(sender, async () => {
    // The panel writes reviews of store products (the stores namespace, ids of at most 36 characters).
    if (item.namespace !== 'stores' || item.entityId.length > 36)
      throw new ServiceError(400, 'UNSUPPORTED_ITEM', 'Reviews can be written from here for store products only.');
    await requestPanelView({ tool: 'review-requests', [WRITE_REVIEW_PARAM]: item.entityId });
    return { opened: true };
  });
