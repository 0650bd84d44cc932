import { browser } from 'wxt/browser';
import { isContentScriptRegistered } from 'webext-dynamic-content-scripts/utils.js';
import { originPattern } from '../../origin-pattern';
import { enabledSitesItem } from '../../storage';

/** "Enabled" is kept per verified (site id, origin): a site's custom domain and its wixsite.com address are separate choices. */
export const enabledKey = (siteId: string, origin: string): string => `${siteId} ${origin}`;

/** The live-page script reaches the URL: 'static' (Wix hosts, in the manifest), 'dynamic' (an origin the admin granted), or not. */
export async function liveScriptReach(url: string): Promise<'static' | 'dynamic' | false> {
  // A match pattern without a port matches every port in the browser; the library's regexes don't
  // know ports at all, so the URL is compared without one (the sandbox's pages have one).
  const portless = new URL(url);
  portless.port = '';
  return isContentScriptRegistered(portless.href).catch(() => false as const);
}

/**
 * Quick-moderate on the verified site's pages at this URL's origin. On the Wix hosts it is on until the
 * admin turns it off; on a custom domain it is on only once the admin enabled it (and granted the origin).
 */
export async function isEnabled(siteId: string, url: string): Promise<boolean> {
  const [reach, stored] = await Promise.all([liveScriptReach(url), enabledSitesItem.getValue()]);
  return reach !== false && enabledGiven(stored, enabledKey(siteId, new URL(url).origin), reach);
}

/** The choice stored for a (site, origin) key, else the default of where the script reaches (on at Wix's hosts). */
export const enabledGiven = (stored: Record<string, boolean>, key: string, reach: 'static' | 'dynamic'): boolean =>
  stored[key] ?? reach === 'static';

export async function setEnabled(siteId: string, origin: string, enabled: boolean): Promise<void> {
  await enabledSitesItem.setValue({ ...(await enabledSitesItem.getValue()), [enabledKey(siteId, origin)]: enabled });
}

/**
 * Disabling a custom domain gives its host permission back and unregisters the live-page script there.
 * The library unregisters on `permissions.onRemoved`, but only scripts it registered since the
 * service worker last started, so the registrations for the origin are removed here as well.
 */
export async function releaseOrigin(origin: string): Promise<void> {
  const pattern = originPattern(origin);
  await browser.permissions.remove({ origins: [pattern] }).catch(() => false);
  const scripts = await browser.scripting.getRegisteredContentScripts().catch(() => []);
  const ids = scripts.filter((s) => s.matches?.includes(pattern)).map((s) => s.id);
  if (ids.length > 0) await browser.scripting.unregisterContentScripts({ ids }).catch(() => undefined);
}
