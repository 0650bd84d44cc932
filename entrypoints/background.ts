import 'webext-dynamic-content-scripts';
import { browser } from 'wxt/browser';
import { installSandboxTokenRoute } from '@/lib/provider/sandbox-token-route';
import { listenForAction } from '@/lib/service/listeners/action-listener';
import { listenForContactLookup } from '@/lib/service/listeners/contact-lookup';
import { registerContextMenus } from '@/lib/service/listeners/context-menus';
import { pollBadges } from '@/lib/service/domain/badge';
import { listenForMediaCommand } from '@/lib/service/listeners/media-command';
import { listenForFindInMedia } from '@/lib/service/listeners/media-find';
import { listenForMessages } from '@/lib/service/listeners/message-listener';
import { DEFAULT_SANDBOX_URL } from '@/lib/service/connection/session';
import { listenForTabs } from '@/lib/service/listeners/tab-listeners';
import { keepLocalStorageFromContentScripts } from '@/lib/storage';

// `webext-dynamic-content-scripts` registers the live-page script on each custom domain the admin
// grants (and unregisters it when the grant is removed), across browser restarts too.
export default defineBackground(() => {
  void keepLocalStorageFromContentScripts();
  if (DEFAULT_SANDBOX_URL) installSandboxTokenRoute();
  listenForMessages();
  listenForTabs();
  listenForAction();
  pollBadges();
  listenForMediaCommand();
  registerContextMenus();
  listenForFindInMedia();
  listenForContactLookup();
  // The icon opens the panel through action.onClicked, which is what grants activeTab.
  browser.sidePanel?.setPanelBehavior?.({ openPanelOnActionClick: false }).catch((e: unknown) => console.error(e));
});
