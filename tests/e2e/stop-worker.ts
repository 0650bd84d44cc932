import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** How long the extension's service worker may take to stop or to run again (on a loaded machine, after a test's large upload, it once took over 15 s). */
const WORKER_LIMIT_MS = 30_000;

/** How often the stop is asked again while the worker still runs. */
const STOP_AGAIN_MS = 3_000;

/**
 * Resolves once the protocol reports the extension's service worker stopped (`'stopped'`: every
 * version) or running (`'running'`: one of them), after `act`; rejects past WORKER_LIMIT_MS, saying so.
 * A stop is asked again every STOP_AGAIN_MS until it is seen: an event (an alarm, a storage change, a
 * message) can start the worker again right after it stopped, and a stop asked once then never came
 * (twice in a day's runs, each a 30 s wait and a failed test).
 */
async function workerReaches(cdp: CDPSession, status: 'stopped' | 'running', act: () => Promise<unknown>) {
  const reached = new Promise<void>((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const states = versions.map((v) => v.runningStatus);
      if (status === 'stopped' ? states.length > 0 && states.every((s) => s === 'stopped') : states.includes('running'))
        resolve();
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await act();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`waited ${WORKER_LIMIT_MS} ms for the extension's service worker to be ${status}`)),
      WORKER_LIMIT_MS,
    );
  });
  const again = status === 'stopped' ? setInterval(() => void act().catch(() => undefined), STOP_AGAIN_MS) : undefined;
  await Promise.race([reached, late]).finally(() => {
    clearTimeout(timer);
    clearInterval(again);
  });
}

/**
 * Stops the extension's service worker, as the browser does when it idles, through the DevTools
 * protocol of one of the extension's pages (its worker is what that page's session sees); resolves
 * once the protocol reports it stopped.
 */
export async function stopServiceWorker(context: BrowserContext, extensionPage: Page): Promise<void> {
  const cdp = await context.newCDPSession(extensionPage);
  await workerReaches(cdp, 'stopped', () => cdp.send('ServiceWorker.stopAllWorkers'));
  await cdp.detach();
}

/**
 * Starts the extension's stopped service worker (empty memory, as after an install) from one of its
 * pages; resolves once it runs. Playwright keeps the worker's object across the restart
 * (`context.serviceWorkers()[0]` then runs in the new one; no `serviceworker` event fires).
 */
export async function startServiceWorker(context: BrowserContext, extensionPage: Page): Promise<void> {
  const scopeURL = new URL('/', extensionPage.url()).href;
  const cdp = await context.newCDPSession(extensionPage);
  await workerReaches(cdp, 'running', () => cdp.send('ServiceWorker.startWorker', { scopeURL }));
  await cdp.detach();
}
