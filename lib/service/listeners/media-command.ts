import { browser } from 'wxt/browser';
import { mediaSearchRequestItem } from '../../storage';

/** The manifest command that opens the panel straight on the Media tab's search box. */
export const MEDIA_SEARCH_COMMAND = 'search-media';

export function listenForMediaCommand(): void {
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command !== MEDIA_SEARCH_COMMAND) return;
    // sidePanel.open must run synchronously in the shortcut's user gesture, before any await.
    if (tab?.windowId !== undefined && tab.windowId >= 0) {
      browser.sidePanel
        ?.open?.({ windowId: tab.windowId })
        .catch((e: unknown) => console.warn('Sitekeeper: side panel', e));
    }
    void mediaSearchRequestItem.setValue(Date.now());
  });
}
