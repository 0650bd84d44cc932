import { browser } from 'wxt/browser';
import type { CurrentSite, Detection } from '../messaging/site';
import { activeWebTabsItem, enabledSitesItem, tabSitesItem, type TabSite } from '../storage';
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

/** Remembers the last active web tab of a window (the side panel's "current site"). */
export function noteActiveTab(tabId: number, windowId: number, url: string | undefined): Promise<boolean> {
  if (!isWebUrl(url)) return Promise.resolve(false);
  return serial(async () => {
    const state = await activeWebTabsItem.getValue();
    if (state.byWindow[windowId] === tabId && state.last === tabId) return false;
    await activeWebTabsItem.setValue({ byWindow: { ...state.byWindow, [windowId]: tabId }, last: tabId });
    return true;
  });
}

/** The site shown by the last active web tab of the window (or of any window). */
export async function currentSite(windowId: number | null): Promise<CurrentSite> {
  const state = await activeWebTabsItem.getValue();
  const tabId = (windowId !== null ? state.byWindow[windowId] : undefined) ?? state.last;
  if (tabId === null || tabId === undefined) return { kind: 'not-wix', tabId: null, url: null };
  const tab = await browser.tabs.get(tabId).catch(() => null);
  const entry = await tabSite(tabId);
  const url = tab?.url ?? entry?.url ?? null;
  if (!entry || entry.detection.kind === 'not-wix') return { kind: 'not-wix', tabId, url };
  if (entry.detection.kind === 'wix-without-id') return { kind: 'wix-without-id', tabId, url: url ?? entry.url };
  const site = entry.detection.site;
  const enabled = (await enabledSitesItem.getValue())[site.siteId] ?? null;
  return { kind: 'wix', site, tabId, enabled };
}

/** Tabs whose page belongs to the site (to tell their content scripts about changes). */
export async function tabsOfSite(siteId: string): Promise<number[]> {
  const all = await tabSitesItem.getValue();
  return Object.entries(all)
    .filter(([, e]) => e.detection.kind === 'wix' && e.detection.site.siteId === siteId)
    .map(([id]) => Number(id));
}
