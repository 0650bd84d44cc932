import type { BrowserContext, Page } from '@playwright/test';

/**
 * Stops the extension's service worker, as the browser does when it idles, through the DevTools
 * protocol of one of the extension's pages (its worker is what that page's session sees); resolves
 * once the protocol reports it stopped.
 */
export async function stopServiceWorker(context: BrowserContext, extensionPage: Page): Promise<void> {
  const cdp = await context.newCDPSession(extensionPage);
  const stopped = new Promise<void>((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.length > 0 && versions.every((v) => v.runningStatus === 'stopped')) resolve();
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
}
