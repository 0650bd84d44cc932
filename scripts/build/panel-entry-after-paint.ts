import type { Plugin } from 'vite';

/**
 * The side panel's bundle runs after its first script has drawn the last screen
 * (entrypoints/panel-paint.ts): in the built sidepanel.html the bundle's entry becomes a
 * `modulepreload` link marked `data-panel-entry` (fetched and compiled while the page parses, run
 * by nobody), which the first script adds back as a module script once a frame with the kept screen
 * is drawn, or at once when nothing is kept. Otherwise the bundle's evaluation, ~60 ms on a slow machine, comes
 * before the browser's first frame and the kept screen shows no sooner than the panel itself.
 */
export function panelEntryAfterPaint(): Plugin {
  return {
    name: 'sitekeeper:panel-entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.path.endsWith('/sidepanel/index.html')) return html;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('sidepanel.html: the bundle entry script was not found');
        return html.replace(entry, '<link rel="modulepreload" crossorigin href="$1" data-panel-entry>');
      },
    },
  };
}
