import { openPanel } from '../infra/panel-request';

// Chrome opens the side panel only inside the click's user gesture, and the gesture is gone after
// the first await (a storage read is enough). A control on a live page asks the background to open
// the panel; checking the page's site reads storage. So the background remembers, in memory, the tabs
// whose page it found on an enabled site at load: a click from such a tab, at the same origin, opens
// the panel at once, before the full check runs. The hint only opens the panel; every answer still
// waits for the check. A service worker restart forgets it, and the panel then shows the view when the
// admin opens it.

const enabledTabOrigins = new Map<number, string>();
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** What the page's load told: the tab's page is (or is not) on an enabled, verified site. */
export function rememberTabEnabled(tabId: number, url: string, enabled: boolean): void {
  const origin = originOf(url);
  if (enabled && origin) enabledTabOrigins.set(tabId, origin);
  else enabledTabOrigins.delete(tabId);
}

export function forgetGestureTab(tabId: number): void {
  enabledTabOrigins.delete(tabId);
}

/**
 * Opens the panel on the tab in the current gesture when the tab was seen enabled at this origin.
 * Synchronous on purpose: call it first in a click's handler. True when it asked the browser.
 */
export function openPanelInGesture(tabId: number, url: string): boolean {
  const origin = originOf(url);
  if (!origin || enabledTabOrigins.get(tabId) !== origin) return false;
  openPanel({ tabId });
  return true;
}
