import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { App } from '@/components/App';
import { t, uiLocale } from '@/lib/i18n';
import { windowWebTab } from '@/lib/window-web-tab';
import { keepPanelCache, readPanelCache, restorePanelCache } from '@/lib/queries/panel-cache';
import { createQueryClient } from '@/lib/queries/query-client';
import { keepPaint } from '@/lib/paint/keep-paint';
import './style.css';

async function main() {
  // Where the panel's own code starts (its bundle loaded): bench/instant-panel.ts times from here too.
  performance.mark('panel:start');
  document.title = t('panel.title');
  document.documentElement.lang = uiLocale();
  const queryClient = createQueryClient();
  // Before the first render, at once and without the service worker (it may be stopped): this
  // window, its web tab and the panel's kept lists, so the first paint has them (lib/queries/panel-cache.ts).
  const [windowId, webTab, kept] = await Promise.all([
    // The window this panel belongs to: its "current site" is that window's active web tab.
    browser.windows
      .getCurrent()
      .then((w) => w.id ?? null)
      .catch(() => null),
    browser.tabs
      .query({ currentWindow: true })
      .then(windowWebTab)
      .catch(() => null),
    readPanelCache().catch(() => ({ cache: null, droppedAt: 0 })),
  ]);
  restorePanelCache(queryClient, kept, webTab);
  keepPanelCache(queryClient);
  const root = document.getElementById('root')!;
  // The first render replaces the last screen entrypoints/panel-paint.ts may have drawn there.
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App windowId={windowId} />
      </QueryClientProvider>
    </StrictMode>,
  );
  keepPaint(root);
}
void main();
