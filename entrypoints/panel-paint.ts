import { windowWebTab } from '@/lib/window-web-tab';
import { drawPaint, paintFits } from '@/lib/paint/draw-paint';
import { PAINT_STORAGE_KEYS } from '@/lib/paint/paint-tree';
import { markKeptAge } from '@/lib/paint/kept-age';

/**
 * The side panel's first script (a plain script in sidepanel/index.html's head): draws the panel's
 * last screen, kept in the browser session (lib/paint/keep-paint.ts), when the window shows the same
 * tab at the same address and the panel opens afresh; then starts the panel's bundle, which the
 * build leaves to it (scripts/build/panel-entry-after-paint.ts). Kept small: it runs before anything
 * else and loads nothing but itself (the browser's own API object, not the promise wrapper the rest
 * of the extension bundles: `browser` in Firefox, `chrome` with promises in Chrome).
 */
const api: typeof chrome = (globalThis as { browser?: typeof chrome }).browser ?? chrome;

/** The longest the bundle waits for the kept screen: a storage answer slower than this is not waited for. */
const PAINT_WAIT_MS = 300;

export default defineUnlistedScript(() => {
  // What the browser took before any of the panel's code ran (bench/instant-panel.ts reports it).
  performance.mark('panel:first-script');
  let started = false;
  const startPanel = () => {
    if (started) return;
    started = true;
    // Absent in development (the dev server's page runs its own module script). The bundle's files,
    // which the build left unfetched (scripts/build/panel-entry-after-paint.ts): its chunks preloaded,
    // its entry run as the module script the build took out.
    const entry = document.querySelector<HTMLLinkElement>('link[data-panel-entry]');
    if (!entry) return;
    for (const chunk of document.querySelectorAll<HTMLLinkElement>('link[data-panel-preload]')) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = chunk.crossOrigin;
      preload.href = chunk.href;
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = entry.crossOrigin;
    script.src = entry.href;
    document.head.append(script);
  };
  const whenParsed = (then: () => void) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then, { once: true }) : then();
  setTimeout(() => whenParsed(startPanel), PAINT_WAIT_MS);

  Promise.all([
    api.storage.session.get([PAINT_STORAGE_KEYS.paint, PAINT_STORAGE_KEYS.droppedAt]),
    api.tabs.query({ currentWindow: true }),
  ])
    .then(([stored, tabs]) => {
      performance.mark('panel:kept-read');
      const paint = stored[PAINT_STORAGE_KEYS.paint];
      const droppedAt = Number(stored[PAINT_STORAGE_KEYS.droppedAt] ?? 0);
      whenParsed(() => {
        const root = document.getElementById('root');
        // A panel opened afresh has no address of its own (a reload of another tool's address is drawn by React alone).
        if (
          root &&
          !started &&
          window.location.hash === '' &&
          paintFits(paint, windowWebTab(tabs), droppedAt) &&
          drawPaint(root, paint.tree)
        ) {
          // Said from the first frame: the kept screen is as old as its lists were when it was kept.
          markKeptAge(root, Date.now());
          performance.mark('panel:painted');
          // The bundle once the kept screen is on screen, not before: a frame later still, so its
          // first run (tens of ms) does not hold up the tasks that follow the kept screen's frame.
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startPanel)));
        } else startPanel();
      });
    })
    .catch(() => whenParsed(startPanel));
});
