import { browser } from 'wxt/browser';
import { reachesSandbox } from '@/lib/build-modes';
import { detectSite } from '@/lib/live/detect-site';
import { removeOpenMember, showOpenMember } from '@/lib/live/member-link';
import {
  hasUncheckedReviews,
  learnShownChange,
  removeQuickModerate,
  showQuickModerate,
} from '@/lib/live/quick-moderate';
import { onFrameEvent } from '@/lib/live/frame-host';
import { watchForNewReviews } from '@/lib/live/watch-reviews';
import { asSiteEvent } from '@/lib/live/site-event';
import { sendPage } from '@/lib/live/send-page';

const WIX_LIVE = ['https://*.wixsite.com/*', 'https://*.wixstudio.com/*', 'https://*.editorx.io/*'];
const SANDBOX_LIVE = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineContentScript({
  // Builds that reach the sandbox (lib/build-modes.ts) also run on its demo sites.
  matches: reachesSandbox(import.meta.env.MODE) ? [...WIX_LIVE, ...SANDBOX_LIVE] : WIX_LIVE,
  runAt: 'document_idle',
  async main(ctx) {
    const detection = detectSite(document, location.href);
    const detected = sendPage('page.siteDetected', { detection });
    if (detection.kind !== 'wix') return void (await detected);
    // The page's reviews are asked for beside its detection, not after the answer: the background
    // reads the detection first and answers only for a verified site enabled here (else the ask
    // fails before any provider call, and nothing is shown).
    const first = showQuickModerate(document).then(
      () => null,
      (e: unknown) => e,
    );
    let on = (await detected).enabled;
    const refresh = async (refetch = false) => {
      if (!on) {
        removeOpenMember(document);
        return removeQuickModerate(document);
      }
      showOpenMember(document, location.href);
      await showQuickModerate(document, { refetch }).catch((e: unknown) => console.warn('Sitekeeper:', e));
    };
    if (on) {
      showOpenMember(document, location.href);
      const failed = await first;
      if (failed) console.warn('Sitekeeper:', failed);
    } else {
      await first;
      await refresh(); // takes away whatever an answer given before a change of mind put in place
    }

    const onEvent = (message: unknown, _sender: unknown, respond: (answer: unknown) => void) => {
      // The background's word about one of this page's frames (a check is answered at once).
      if (onFrameEvent(message, respond)) return true;
      const event = asSiteEvent(message);
      if (!event || event.siteId !== detection.site.siteId) return;
      if (event.event === 'site.enabledChanged') {
        on = event.enabled;
        void refresh();
      } else {
        // The background leaves the tab that made a change out of its broadcast (it shows its own
        // answer), so every other event here is a change made elsewhere: learnt as told when it is
        // one of the shown reviews, else asked again.
        if (!(on && event.change && learnShownChange(document, event.change))) void refresh(true);
      }
      return undefined;
    };
    browser.runtime.onMessage.addListener(onEvent);
    const stopWatching = watchForNewReviews(
      document.body,
      () => on && hasUncheckedReviews(document),
      () => void refresh(),
    );
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onEvent);
      stopWatching();
    });
  },
});
