import { browser } from 'wxt/browser';
import { countPendingReviews } from '../provider/reviews';
import { connectionItem, enabledSitesItem, tabSitesItem } from '../storage';
import { clientForSite } from './site-clients';
import { tabsOfSite } from './tab-sites';

/**
 * The toolbar icon of each tab showing an enabled site carries that site's count of reviews waiting
 * for moderation. One count call per site, never for a site the admin has not enabled.
 */
export async function refreshBadges(siteId: string, onlyTabId?: number): Promise<void> {
  const tabIds = onlyTabId === undefined ? await tabsOfSite(siteId) : [onlyTabId];
  if (tabIds.length === 0) return;
  const enabled = (await enabledSitesItem.getValue())[siteId] === true;
  let text = '';
  if (enabled && (await connectionItem.getValue())) {
    const count = await countPendingReviews(await clientForSite(siteId)).catch(() => null);
    text = count === null ? '!' : count > 0 ? String(Math.min(count, 999)) : '';
  }
  for (const tabId of tabIds) {
    await browser.action?.setBadgeText({ tabId, text }).catch(() => undefined);
  }
}

/** After connecting or disconnecting: every open site's badge (cleared when disconnected). */
export async function refreshAllBadges(): Promise<void> {
  const siteIds = new Set<string>();
  for (const entry of Object.values(await tabSitesItem.getValue())) {
    if (entry.detection.kind === 'wix') siteIds.add(entry.detection.site.siteId);
  }
  await Promise.all([...siteIds].map((id) => refreshBadges(id)));
}
