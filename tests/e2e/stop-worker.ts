import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** How long the extension's service worker may take to stop or to run again (on a loaded machine, after a test's large upload, it once took over 15 s). */
const WORKER_LIMIT_MS = 30_000;

/** How long one protocol session is given to see the status before a new one asks again. */
const ASK_AGAIN_MS = 3_000;

type Status = 'stopped' | 'running';

/** What a session asks of the worker: a stop or a start. */
type Ask = (cdp: CDPSession) => Promise<unknown>;

/** Whether the versions' running states are `status`: `'stopped'` every one of them, `'running'` one. */
const isAt = (status: Status, states: string[]) =>
  status === 'stopped' ? states.length > 0 && states.every((s) => s === 'stopped') : states.includes('running');

/**
 * One try: a new protocol session of `page` asks (`act`) and answers whether it saw the extension's
 * service worker reach `status` within ASK_AGAIN_MS.
 */
async function oneTry(context: BrowserContext, page: Page, status: Status, act: Ask) {
  const cdp = await context.newCDPSession(page);
  let timer: NodeJS.Timeout | undefined;
  try {
    const reached = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ASK_AGAIN_MS);
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (
          isAt(
            status,
            versions.map((v) => v.runningStatus),
          )
        )
          resolve(true);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await act(cdp);
    return await reached;
  } finally {
    clearTimeout(timer);
    await cdp.detach().catch(() => undefined);
  }
}

/** The extension has no service worker any more: the browser must be started again to get it back. */
export class WorkerGoneError extends Error {}

/** Whether the extension, seen from one of its pages, still has its service worker's registration. */
const hasWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length > 0);

/**
 * Asks through `page`'s DevTools protocol until the extension's service worker is seen at `status`;
 * rejects past WORKER_LIMIT_MS, saying so. Asked again from a new session every ASK_AGAIN_MS: an
 * event (an alarm, a storage change, a message) can start the worker again right after it stopped.
 * Rejects at once with WorkerGoneError when the extension no longer has a worker at all: Chromium
 * sometimes drops the registration when the worker is stopped just after it started (2 to 5 of 24
 * tries on a loaded machine that stopped it twice in a row), and nothing but a new browser brings it
 * back.
 */
async function workerReaches(context: BrowserContext, page: Page, status: Status, act: Ask) {
  const until = Date.now() + WORKER_LIMIT_MS;
  while (Date.now() < until) {
    if (await oneTry(context, page, status, act)) return;
    if (!(await hasWorker(page))) throw new WorkerGoneError(`the extension's service worker is gone (${page.url()})`);
  }
  throw new Error(`waited ${WORKER_LIMIT_MS} ms for the extension's service worker to be ${status}`);
}

/**
 * Stops the extension's service worker, as the browser does when it idles, through the DevTools
 * protocol of one of the extension's pages (its worker is what that page's session sees); resolves
 * once the protocol reports it stopped.
 */
export async function stopServiceWorker(context: BrowserContext, extensionPage: Page): Promise<void> {
  await workerReaches(context, extensionPage, 'stopped', (cdp) => cdp.send('ServiceWorker.stopAllWorkers'));
}

/**
 * Starts the extension's stopped service worker (empty memory, as after an install) from one of its
 * pages; resolves once it runs. Playwright keeps the worker's object across the restart
 * (`context.serviceWorkers()[0]` then runs in the new one; no `serviceworker` event fires).
 */
export async function startServiceWorker(context: BrowserContext, extensionPage: Page): Promise<void> {
  const scopeURL = new URL('/', extensionPage.url()).href;
  await workerReaches(context, extensionPage, 'running', (cdp) => cdp.send('ServiceWorker.startWorker', { scopeURL }));
}
