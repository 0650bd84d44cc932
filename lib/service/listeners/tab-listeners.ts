import { browser } from 'wxt/browser';
import { broadcast } from '../trust/broadcast';
import { forgetGestureTab } from '../trust/gesture-tabs';
import { forgetTab, tabNavigated } from '../trust/tab-sites';
import { forgetPage } from '../trust/page-reviews';

/** Tells side panels when the tab they are about may have changed; forgets closed tabs. */
export function listenForTabs(): void {
  const changed = (windowId: number | null) => void broadcast({ event: 'site.changed', windowId });
  browser.tabs.onActivated.addListener(({ windowId }) => changed(windowId));
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.url) void tabNavigated(tabId, change.url);
    if (change.url || change.status === 'complete') changed(tab.windowId);
  });
  browser.tabs.onRemoved.addListener((tabId, { windowId }) => {
    forgetGestureTab(tabId);
    void forgetPage(tabId);
    void forgetTab(tabId).then(() => changed(windowId));
  });
  browser.windows.onFocusChanged.addListener((windowId) => {
    if (windowId !== browser.windows.WINDOW_ID_NONE) changed(windowId);
  });
}
