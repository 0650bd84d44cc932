import type { Plugin } from 'vite';

/**
 * The side panel's bundle loads after its first script has drawn the last screen
 * (entrypoints/panel-paint.ts): in the built sidepanel.html the bundle's entry script becomes a link
 * marked `data-panel-entry` and each of its `modulepreload` links one marked `data-panel-preload`,
 * none with a `rel`, so the browser fetches none of them while the page parses. The first script
 * preloads them and adds the entry back as a module script once a frame with the kept screen is
 * drawn, or at once when nothing is kept. Otherwise the bundle's fetch and compile (~800 kB) compete
 * with the first script's own fetch and storage read, and its evaluation (~60 ms on a slow machine)
 * comes before the browser's first frame: the kept screen then shows no sooner than the panel itself.
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
        return html
          .replace(entry, '<link crossorigin href="$1" data-panel-entry>')
          .replace(
            /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
            '<link crossorigin href="$1" data-panel-preload>',
          );
      },
    },
  };
}
