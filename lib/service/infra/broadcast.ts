import { browser } from 'wxt/browser';
import type { BackgroundEvent } from '../../messaging/events';
import { verifiedTabsOfSite } from '../trust/tab-sites';

/** Tells the extension's pages (and, for site events, that site's tabs) that something changed. */
export async function broadcast(event: BackgroundEvent): Promise<void> {
  // Nobody listening (side panel closed) is normal: sendMessage then rejects.
  await browser.runtime.sendMessage(event).catch(() => undefined);
  if ('siteId' in event) {
    for (const tabId of await verifiedTabsOfSite(event.siteId))
      await browser.tabs.sendMessage(tabId, event).catch(() => undefined);
  }
}
