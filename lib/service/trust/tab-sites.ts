import { browser } from 'wxt/browser';
import type { CurrentSite, Detection, SiteVerdict } from '../../messaging/site';
import { tabSitesItem, type TabSite } from '../../storage';
import { accountSites, keptAccountSites, learnAllUrls } from '../connection/account-sites';
import { clientForSite } from '../connection/site-clients';
import { isEnabled, liveScriptReach } from './enabled-sites';
import { createSerializer } from '../infra/serialize';
import { verifyClaim } from './verify-site';
import { isWebUrl, windowWebTab } from '../../window-web-tab';

const serial = createSerializer();
export { isWebUrl };
const originOf = (url: string) => new URL(url).origin;

// What each tab's page said, kept in storage (the service worker may stop) and mirrored in memory
// for the tabs recorded in this worker's life: a live page asks for its reviews right beside its
// `page.siteDetected` (messages from one page arrive in order), and that ask is checked against the
// detection it follows without waiting for the storage write. Every change goes through this file
// and updates the mirror at once; a tab not in the mirror is read from storage after the writes
// under way.
const recent = new Map<number, TabSite>();

/** Records what a tab's page said about itself (a claim: checked against the account when used). */
export function recordDetection(tabId: number, url: string, detection: Detection): Promise<TabSite> {
  const entry = { detection, url };
  recent.set(tabId, entry);
  return serial(async () => {
    await tabSitesItem.setValue({ ...(await tabSitesItem.getValue()), [tabId]: entry });
    return entry;
  });
}

export function tabSite(tabId: number): Promise<TabSite | undefined> {
  const known = recent.get(tabId);
  return known ? Promise.resolve(known) : serial(() => tabSitesItem.getValue()).then((all) => all[tabId]);
}

export function forgetTab(tabId: number): Promise<void> {
  recent.delete(tabId);
  return serial(async () => {
    const { [tabId]: _gone, ...rest } = await tabSitesItem.getValue();
    await tabSitesItem.setValue(rest);
  });
}

const leftOrigin = (entry: TabSite, url: string) => !(isWebUrl(url) && originOf(url) === originOf(entry.url));

/** A tab navigated: what its page said holds only while it stays on the same origin (the page reports again on load). */
export function tabNavigated(tabId: number, url: string): Promise<void> {
  const known = recent.get(tabId);
  if (known && leftOrigin(known, url)) recent.delete(tabId);
  return serial(async () => {
    const all = await tabSitesItem.getValue();
    const entry = all[tabId];
    if (!entry || !leftOrigin(entry, url)) return;
    const { [tabId]: _gone, ...rest } = all;
    await tabSitesItem.setValue(rest);
  });
}

/** The verdict on the site a tab's page claims, for the URL the browser says the tab is at. */
export async function verdictFor(claimedSiteId: string, url: string): Promise<SiteVerdict> {
  const verdict = verifyClaim(claimedSiteId, url, await accountSites().catch(() => null));
  if (verdict.kind !== 'elsewhere') return verdict;
  // Perhaps the site's other address (Query Sites names only the primary one): ask once, then decide.
  const learnt = await learnAllUrls(claimedSiteId, () => clientForSite(claimedSiteId)).catch(() => false);
  return learnt ? verifyClaim(claimedSiteId, url, await accountSites().catch(() => null)) : verdict;
}

/**
 * The web tab the side panel of a window is about: the active one, else the most recently used
 * (the panel opened as a tab, in tests, is itself the active tab). Read from the browser, not
 * tracked by events: an event missed while the service worker started would leave it stale.
 */
async function lastWebTab(windowId: number | null): Promise<{ id: number; url: string } | null> {
  return windowWebTab(await browser.tabs.query(windowId !== null ? { windowId } : {}));
}

/** The site shown by the window's current web tab, with the connection's verdict on it. */
export async function currentSite(
  windowId: number | null,
  detect: (tabId: number, url: string) => Promise<TabSite | null>,
): Promise<CurrentSite> {
  const tab = await lastWebTab(windowId);
  if (!tab) return { kind: 'not-wix', tabId: null, url: null };
  const entry = (await tabSite(tab.id)) ?? (await detect(tab.id, tab.url));
  if (!entry) return { kind: 'unchecked', tabId: tab.id, url: tab.url };
  if (entry.detection.kind === 'not-wix') return { kind: 'not-wix', tabId: tab.id, url: tab.url };
  if (entry.detection.kind === 'wix-without-id') return { kind: 'wix-without-id', tabId: tab.id, url: tab.url };
  const claimed = entry.detection.site;
  const verdict = await verdictFor(claimed.siteId, tab.url);
  const verified = verdict.kind === 'verified';
  const reach = await liveScriptReach(tab.url);
  return {
    kind: 'wix',
    tabId: tab.id,
    url: tab.url,
    origin: originOf(tab.url),
    claimed,
    verdict,
    enabled: verified && (await isEnabled(claimed.siteId, tab.url)),
    customDomain: reach !== 'static',
    needsPermission: reach === false,
  };
}

/**
 * Tabs showing a page of the site that the kept account sites verify; with `enabledOnly`, only those
 * with quick-moderate on. Storage only, never a provider call: a tab gets controls only after its
 * page was verified (verdictFor, which learns a site's other addresses), so what is kept suffices.
 */
export async function knownTabsOfSite(siteId: string, opts: { enabledOnly?: boolean } = {}): Promise<number[]> {
  const [all, kept] = await Promise.all([tabSitesItem.getValue(), keptAccountSites()]);
  const ids: number[] = [];
  for (const [id, e] of Object.entries(all)) {
    if (e.detection.kind !== 'wix' || e.detection.site.siteId !== siteId) continue;
    if (verifyClaim(siteId, e.url, kept).kind !== 'verified') continue;
    if (!opts.enabledOnly || (await isEnabled(siteId, e.url))) ids.push(Number(id));
  }
  return ids;
}

/** Site ids claimed by any open tab. */
export async function claimedSiteIds(): Promise<string[]> {
  const ids = new Set<string>();
  for (const e of Object.values(await tabSitesItem.getValue()))
    if (e.detection.kind === 'wix') ids.add(e.detection.site.siteId);
  return [...ids];
}
