import { browser } from 'wxt/browser';
import { broadcast } from '../trust/broadcast';
import { detectTab } from '../trust/detect-tab';
import { isWebUrl } from '../trust/tab-sites';

/** Firefox's sidebar API (absent from Chrome's types, and from Chrome). */
const sidebarAction = () => (browser as unknown as { sidebarAction?: { open(): Promise<void> } }).sidebarAction;

/**
 * The toolbar icon (and its keyboard shortcut) opens the side panel and reads the active tab once.
 * Chrome grants activeTab only when the panel is opened from `action.onClicked` (not through
 * `openPanelOnActionClick`), and `sidePanel.open` must be called synchronously in the click.
 */
export function listenForAction(): void {
  browser.action?.onClicked.addListener((tab) => {
    if (tab.windowId !== undefined && tab.windowId >= 0) {
      browser.sidePanel
        ?.open?.({ windowId: tab.windowId })
        .catch((e: unknown) => console.warn('Sitekeeper: side panel', e));
    }
    // Firefox: the panel is the sidebar, opened the same way (synchronously, in the click).
    sidebarAction()
      ?.open()
      .catch((e: unknown) => console.warn('Sitekeeper: sidebar', e));
    if (tab.id === undefined || !isWebUrl(tab.url)) return;
    void detectTab(tab.id, tab.url).then(() => broadcast({ event: 'site.changed', windowId: tab.windowId ?? null }));
  });
}
