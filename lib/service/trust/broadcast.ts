import { browser } from 'wxt/browser';
import type { BackgroundEvent } from '../../messaging/events';
import { knownTabsOfSite } from './tab-sites';
import { wasAnswered } from './page-reviews';

/** Who made the change: an extension page (its envelope's `from`) or a live page's tab. */
export type ChangeOrigin = { page: string | null } | { tabId: number } | null;

/**
 * Tells the other contexts that something changed: the extension's pages, and for site events that
 * site's tabs. The one who made the change is left out (the writer refreshes itself from its own
 * answer), and telling costs no provider call: tabs are picked from what storage already knows.
 */
export async function broadcast(event: BackgroundEvent, origin: ChangeOrigin = null): Promise<void> {
  const by = origin && 'page' in origin && origin.page ? { by: origin.page } : {};
  // Nobody listening (side panel closed) is normal: sendMessage then rejects.
  await browser.runtime.sendMessage({ ...event, ...by }).catch(() => undefined);
  if (!('siteId' in event)) return;
  const writerTab = origin && 'tabId' in origin ? origin.tabId : null;
  for (const tabId of await knownTabsOfSite(event.siteId))
    if (tabId !== writerTab && (await concerns(event, tabId)))
      await browser.tabs.sendMessage(tabId, event).catch(() => undefined);
}

/**
 * Whether a tab's page has anything to learn from the event: a change of one review only concerns
 * the pages it was answered to (each page would otherwise ask the provider again for nothing).
 */
async function concerns(event: BackgroundEvent, tabId: number): Promise<boolean> {
  if (event.event !== 'reviews.changed' || !event.change) return true;
  return wasAnswered(tabId, event.change.id);
}
