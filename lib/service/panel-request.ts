import { browser } from 'wxt/browser';
import { panelRequestItem } from '../storage';

/** Where the panel opens: the window of a menu click, or the tab a live page's control is on. */
export type PanelPlace = { windowId: number | undefined } | { tabId: number };

/**
 * Opens the side panel (in the caller's user gesture: call before any await where there is one) and
 * asks it to show a view. The panel reads the request when it starts, or as it arrives when already
 * open; where the browser refuses to open it, the admin opens it from the toolbar within a few seconds.
 */
export function showInPanel(place: PanelPlace, params: Record<string, string | null>): Promise<void> {
  const open = 'tabId' in place ? { tabId: place.tabId } : place.windowId !== undefined && place.windowId >= 0 ? { windowId: place.windowId } : null;
  if (open) browser.sidePanel?.open?.(open).catch((e: unknown) => console.warn('Sitekeeper: side panel', e));
  return panelRequestItem.setValue({ at: Date.now(), params });
}
