import { browser } from 'wxt/browser';
import type { CurrentSite, Detection } from '../messaging/site';
import { enabledSitesItem, tabSitesItem, type TabSite } from '../storage';
import { createSerializer } from './serialize';

const serial = createSerializer();
const isWebUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//.test(url);

/** True when `url` is the site's base URL or a page below it. */
export function isUnderBase(url: string, baseUrl: string): boolean {
  const base = baseUrl.replace(/\/+$/, '');
  return url === base || ['/', '?', '#'].some((sep) => url.startsWith(base + sep));
}

/**
 * Records what a tab's content script detected. A page that names a site whose base URL it is not
 * under is treated as having no site id: a page can't borrow another site's access.
 */
export function recordDetection(tabId: number, url: string, detection: Detection): Promise<TabSite> {
  const checked: Detection = detection.kind === 'wix' && !isUnderBase(url, detection.site.baseUrl) ? { kind: 'wix-without-id' } : detection;
  const entry = { detection: checked, url };
  return serial(async () => {
    await tabSitesItem.setValue({ ...(await tabSitesItem.getValue()), [tabId]: entry });
    return entry;
  });
}

export function tabSite(tabId: number): Promise<TabSite | undefined> {
  return tabSitesItem.getValue().then((all) => all[tabId]);
}

export function forgetTab(tabId: number): Promise<void> {
  return serial(async () => {
    const { [tabId]: _gone, ...rest } = await tabSitesItem.getValue();
    await tabSitesItem.setValue(rest);
  });
}

/** A tab navigated: keep its detection only while it stays on the same site. */
export function tabNavigated(tabId: number, url: string): Promise<void> {
  return serial(async () => {
    const all = await tabSitesItem.getValue();
    const entry = all[tabId];
    if (!entry) return;
    const stays = entry.detection.kind === 'wix' && isUnderBase(url, entry.detection.site.baseUrl);
    if (stays) return;
    const { [tabId]: _gone, ...rest } = all;
    await tabSitesItem.setValue(rest);
  });
}

/**
 * The web tab the side panel of a window is about: the active one, else the most recently used
 * (the panel opened as a tab, in tests, is itself the active tab). Read from the browser, not
 * tracked by events: an event missed while the service worker started would leave it stale.
 */
async function lastWebTab(windowId: number | null): Promise<{ id: number; url: string } | null> {
  const tabs = await browser.tabs.query(windowId !== null ? { windowId } : {});
  const web = tabs.filter((t) => t.id !== undefined && isWebUrl(t.url));
  const tab = web.find((t) => t.active) ?? web.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  return tab ? { id: tab.id!, url: tab.url! } : null;
}

/** The site shown by the window's current web tab, as its content script reported it. */
export async function currentSite(windowId: number | null): Promise<CurrentSite> {
  const tab = await lastWebTab(windowId);
  if (!tab) return { kind: 'not-wix', tabId: null, url: null };
  const entry = await tabSite(tab.id);
  if (!entry || entry.detection.kind === 'not-wix') return { kind: 'not-wix', tabId: tab.id, url: tab.url };
  if (entry.detection.kind === 'wix-without-id') return { kind: 'wix-without-id', tabId: tab.id, url: tab.url };
  const site = entry.detection.site;
  const enabled = (await enabledSitesItem.getValue())[site.siteId] ?? null;
  return { kind: 'wix', site, tabId: tab.id, enabled };
}

/** Tabs whose page belongs to the site (to tell their content scripts about changes). */
export async function tabsOfSite(siteId: string): Promise<number[]> {
  const all = await tabSitesItem.getValue();
  return Object.entries(all)
    .filter(([, e]) => e.detection.kind === 'wix' && e.detection.site.siteId === siteId)
    .map(([id]) => Number(id));
}
