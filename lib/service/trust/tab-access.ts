import { browser } from 'wxt/browser';
import { tabSitesItem } from '../../storage';
import { isEnabled } from './enabled-sites';
import { verdictFor } from './tab-sites';

/**
 * Tells each tab's live-page script whether it may show its controls now: after connecting or
 * disconnecting (the verdict on every page changes) and after the admin turns a site on or off.
 */
export async function tellTabsTheirAccess(): Promise<void> {
  for (const [id, entry] of Object.entries(await tabSitesItem.getValue())) {
    if (entry.detection.kind !== 'wix') continue;
    const siteId = entry.detection.site.siteId;
    const enabled = (await verdictFor(siteId, entry.url)).kind === 'verified' && (await isEnabled(siteId, entry.url));
    await browser.tabs
      .sendMessage(Number(id), { event: 'site.enabledChanged', siteId, enabled })
      .catch(() => undefined);
  }
}
