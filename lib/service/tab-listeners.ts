import { browser } from 'wxt/browser';
import { broadcast } from './broadcast';
import { forgetTab, noteActiveTab, tabNavigated } from './tab-sites';

/** Follows which web tab each window shows, so the side panel always shows "the site of my window". */
export function listenForTabs(): void {
  const activated = async (tabId: number, windowId: number) => {
    const tab = await browser.tabs.get(tabId).catch(() => null);
    if (tab && (await noteActiveTab(tabId, windowId, tab.url))) await broadcast({ event: 'site.changed', windowId });
  };
  browser.tabs.onActivated.addListener(({ tabId, windowId }) => void activated(tabId, windowId));
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.url) void tabNavigated(tabId, change.url);
    if (tab.active && (change.url || change.status === 'complete')) void activated(tabId, tab.windowId);
  });
  browser.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));
  browser.windows.onFocusChanged.addListener(async (windowId) => {
    if (windowId === browser.windows.WINDOW_ID_NONE) return;
    const [tab] = await browser.tabs.query({ active: true, windowId });
    if (tab?.id !== undefined) await activated(tab.id, windowId);
  });
}
