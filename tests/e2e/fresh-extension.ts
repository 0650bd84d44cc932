import type { BrowserContext } from '@playwright/test';
import { startServiceWorker, stopServiceWorker } from './stop-worker';

/**
 * Makes a browser that earlier tests used look as if it had just been started with the extension
 * just installed: one blank tab (every other closed), online, no cookies, any side panel closed, and
 * the extension's storage, alarms, notifications, badge and granted sites gone, then its service
 * worker stopped and started again with empty memory. Done from one of the extension's own pages
 * (its manifest, which runs nothing), since a test may have left the service worker stopped: the
 * first tab, navigated there, which is then the blank tab. Being kept, that tab must carry nothing of
 * a test: a test that adds init scripts opens a page of its own.
 */
export async function freshExtension(context: BrowserContext, extensionId: string): Promise<void> {
  // The first tab is kept (opening a new one was a fifth of this), every other closed.
  const own = context.pages()[0] ?? (await context.newPage());
  for (const page of context.pages()) if (page !== own) await page.close();
  await context.setOffline(false);
  await context.clearCookies();
  await own.goto(`chrome-extension://${extensionId}/manifest.json`);
  // Stopped first: a worker left running would write what the last test left in its memory (the
  // panel's kept desk, a second after its last change) into the storage being cleared.
  await stopServiceWorker(context, own);
  await own.evaluate(async () => {
    // The sites granted at run time (custom domains); the manifest's own and the content script's can't be removed.
    const required = new Set(chrome.runtime.getManifest().host_permissions ?? []);
    const granted = (await chrome.permissions.getAll()).origins ?? [];
    for (const origin of granted.filter((o) => !required.has(o)))
      await chrome.permissions.remove({ origins: [origin] }).catch(() => false);
    const scripts = await chrome.scripting.getRegisteredContentScripts();
    if (scripts.length > 0) await chrome.scripting.unregisterContentScripts();
    await chrome.alarms.clearAll();
    for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
    await Promise.all([chrome.storage.local.clear(), chrome.storage.sync.clear(), chrome.storage.session.clear()]);
    await chrome.action.setBadgeText({ text: '' });
    // A side panel a test opened for a window stays open after its tabs: disabling closes it.
    await chrome.sidePanel.setOptions({ enabled: false });
    await chrome.sidePanel.setOptions({ enabled: true });
  });
  // Stopped again (removing a site's permission, or the storage's change events, may wake it), then
  // started with empty memory, as after an install. (runtime.reload() would be closer, but an
  // extension loaded from the command line does not come back from it.)
  await stopServiceWorker(context, own);
  await startServiceWorker(context, own);
  await own.goto('about:blank');
}
