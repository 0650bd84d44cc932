import 'webext-dynamic-content-scripts';
import { browser } from 'wxt/browser';
import { installTokenRoute } from '@/lib/provider/provider-route';
import { listenForAction } from '@/lib/service/listeners/action-listener';
import { listenForContactLookup } from '@/lib/service/listeners/contact-lookup';
import { registerContextMenus } from '@/lib/service/listeners/context-menus';
import { pollBadges } from '@/lib/service/listeners/badge-poll';
import { listenForNotify } from '@/lib/service/listeners/notify-listeners';
import { listenForMediaCommand } from '@/lib/service/listeners/media-command';
import { listenForFindInMedia } from '@/lib/service/listeners/media-find';
import { listenForMessages } from '@/lib/service/listeners/message-listener';
import { followConnection } from '@/lib/service/connection/provider-route';
import { listenForTabs } from '@/lib/service/listeners/tab-listeners';
import { listenForQueueTriggers } from '@/lib/service/listeners/queue-triggers';
import { keepStorageFromContentScripts } from '@/lib/storage';
import { publishReadsHeld } from '@/lib/service/infra/reads-held';

// `webext-dynamic-content-scripts` registers the live-page script on each custom domain the admin
// grants (and unregisters it when the grant is removed), across browser restarts too.
export default defineBackground(() => {
  void keepStorageFromContentScripts();
  // Where provider traffic goes (lib/provider/provider-route.ts): the stored connection's route.
  installTokenRoute();
  void followConnection();
  listenForMessages();
  listenForTabs();
  listenForAction();
  pollBadges();
  listenForNotify();
  listenForQueueTriggers();
  // The panel's notice when the request budget holds its reads back (lib/provider/request-budget.ts).
  publishReadsHeld();
  listenForMediaCommand();
  registerContextMenus();
  listenForFindInMedia();
  listenForContactLookup();
  // The icon opens the panel through action.onClicked, which is what grants activeTab.
  browser.sidePanel?.setPanelBehavior?.({ openPanelOnActionClick: false }).catch((e: unknown) => console.error(e));
});
