import { browser } from 'wxt/browser';
import { isContentScriptRegistered } from 'webext-dynamic-content-scripts/utils.js';
import type { EnabledSite } from '../../messaging/settings';
import type { AccountSite } from '../../messaging/site';
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
const enabledGiven = (stored: Record<string, boolean>, key: string, reach: 'static' | 'dynamic'): boolean =>
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

/**
 * Every (site, origin) whose live pages get the in-page controls now: the ones the admin turned on
 * (custom domains, kept with their grant), and, when connected, the account's sites on Wix's own
 * hosts that were not turned off (on by default there).
 */
export async function enabledSiteList(sites: AccountSite[] | null): Promise<EnabledSite[]> {
  const stored = await enabledSitesItem.getValue();
  const candidates = new Map<string, { siteId: string; origin: string }>();
  for (const [key, on] of Object.entries(stored)) {
    const [siteId, origin] = key.split(' ');
    if (on && siteId && origin) candidates.set(key, { siteId, origin });
  }
  for (const site of sites ?? []) {
    for (const url of site.urls) {
      const origin = new URL(url).origin;
      candidates.set(enabledKey(site.id, origin), { siteId: site.id, origin });
    }
  }
  const list: EnabledSite[] = [];
  for (const [key, { siteId, origin }] of candidates) {
    const reach = await liveScriptReach(`${origin}/`);
    if (reach === false || !enabledGiven(stored, key, reach)) continue;
    list.push({
      siteId,
      origin,
      name: sites?.find((s) => s.id === siteId)?.name ?? null,
      customDomain: reach !== 'static',
    });
  }
  return list.sort(
    (a, b) => (a.name ?? a.siteId).localeCompare(b.name ?? b.siteId) || a.origin.localeCompare(b.origin),
  );
}
