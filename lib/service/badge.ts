import { browser } from 'wxt/browser';
import { countPendingReviews } from '../provider/reviews';
import { connectionItem } from '../storage';
import { clientForSite } from './site-clients';
import { claimedSiteIds, verifiedTabsOfSite } from './tab-sites';

/**
 * The toolbar icon of each tab showing a verified, enabled site carries that site's count of reviews
 * waiting for moderation. One count call per site, never for a site that is not verified and enabled.
 */
export async function refreshBadges(siteId: string): Promise<void> {
  const tabIds = await verifiedTabsOfSite(siteId, { enabledOnly: true });
  if (tabIds.length === 0) return;
  let text = '';
  if (await connectionItem.getValue()) {
    const count = await countPendingReviews(await clientForSite(siteId)).catch(() => null);
    text = count === null ? '!' : count > 0 ? String(Math.min(count, 999)) : '';
  }
  for (const tabId of tabIds) await setBadge(tabId, text);
}

async function setBadge(tabId: number, text: string): Promise<void> {
  await browser.action?.setBadgeText({ tabId, text }).catch(() => undefined);
}

/** After connecting, disconnecting or enabling: every open site's badge (cleared where no longer due). */
export async function refreshAllBadges(): Promise<void> {
  const tabs = await browser.tabs.query({}).catch(() => []);
  await Promise.all(tabs.map((t) => (t.id === undefined ? undefined : setBadge(t.id, ''))));
  await Promise.all((await claimedSiteIds()).map((id) => refreshBadges(id)));
}
