import { browser } from 'wxt/browser';
import { createLookupMenu } from './contact-lookup';
import { createFindInMediaMenu } from './media-find';

/** Every context menu item, created once when the extension is installed or updated. */
export function registerContextMenus(): void {
  if (!browser.contextMenus) return;
  browser.runtime.onInstalled.addListener(() => {
    void browser.contextMenus.removeAll().then(async () => {
      createLookupMenu();
      await createFindInMediaMenu();
    });
  });
}
