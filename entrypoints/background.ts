import { browser } from 'wxt/browser';
import { listenForMessages } from '@/lib/service/message-listener';
import { listenForTabs } from '@/lib/service/tab-listeners';

export default defineBackground(() => {
  listenForMessages();
  listenForTabs();
  // The toolbar icon opens the side panel (Chromium); feature-detected for Firefox and tests.
  browser.sidePanel?.setPanelBehavior?.({ openPanelOnActionClick: true }).catch((e: unknown) => console.error(e));
});
