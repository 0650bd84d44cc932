import { browser } from 'wxt/browser';
import { detectSite } from '@/lib/live/detect-site';
import { removeOpenMember, showOpenMember } from '@/lib/live/member-link';
import { hasUncheckedReviews, lastOwnActionAt, removeQuickModerate, showQuickModerate } from '@/lib/live/quick-moderate';
import { watchForNewReviews } from '@/lib/live/watch-reviews';
import { asSiteEvent } from '@/lib/live/site-event';
import { sendPage } from '@/lib/messaging/send-page';

const WIX_LIVE = ['https://*.wixsite.com/*', 'https://*.wixstudio.com/*', 'https://*.editorx.io/*'];
const SANDBOX_LIVE = ['http://127.0.0.1/*', 'http://localhost/*'];
/** A change this page made itself is already shown; changes made elsewhere refetch. */
const OWN_CHANGE_MS = 3000;

export default defineContentScript({
  // Development builds also run on the local sandbox's demo sites.
  matches: import.meta.env.MODE === 'development' ? [...WIX_LIVE, ...SANDBOX_LIVE] : WIX_LIVE,
  runAt: 'document_idle',
  async main(ctx) {
    const detection = detectSite(document, location.href);
    const { enabled } = await sendPage('page.siteDetected', { detection });
    if (detection.kind !== 'wix') return;
    let on = enabled;
    const refresh = async (refetch = false) => {
      if (!on) {
        removeOpenMember(document);
        return removeQuickModerate(document);
      }
      showOpenMember(document, location.href);
      await showQuickModerate(document, { refetch }).catch((e: unknown) => console.warn('Sitekeeper:', e));
    };
    await refresh();

    const onEvent = (message: unknown) => {
      const event = asSiteEvent(message);
      if (!event || event.siteId !== detection.site.siteId) return;
      if (event.event === 'site.enabledChanged') {
        on = event.enabled;
        void refresh();
      } else if (Date.now() - lastOwnActionAt() > OWN_CHANGE_MS) void refresh(true);
    };
    browser.runtime.onMessage.addListener(onEvent);
    const stopWatching = watchForNewReviews(document.body, () => on && hasUncheckedReviews(document), () => void refresh());
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onEvent);
      stopWatching();
    });
  },
});
