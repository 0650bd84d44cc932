import { browser } from 'wxt/browser';
import { broadcast } from './broadcast';
import { detectTab } from './detect-tab';
import { isWebUrl } from './tab-sites';

/**
 * The toolbar icon (and its keyboard shortcut) opens the side panel and reads the active tab once.
 * Chrome grants activeTab only when the panel is opened from `action.onClicked` (not through
 * `openPanelOnActionClick`), and `sidePanel.open` must be called synchronously in the click.
 */
export function listenForAction(): void {
  browser.action?.onClicked.addListener((tab) => {
    if (tab.windowId !== undefined && tab.windowId >= 0) {
      browser.sidePanel?.open?.({ windowId: tab.windowId }).catch((e: unknown) => console.warn('Sitekeeper: side panel', e));
    }
    if (tab.id === undefined || !isWebUrl(tab.url)) return;
    void detectTab(tab.id, tab.url).then(() => broadcast({ event: 'site.changed', windowId: tab.windowId ?? null }));
  });
}
