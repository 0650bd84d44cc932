import { browser } from 'wxt/browser';
import { panelRequestItem } from '../../storage';

/** Where the panel opens: the window of a menu click, or the tab a live page's control is on. */
export type PanelPlace = { windowId: number | undefined } | { tabId: number };

/** Opens the side panel; call it in the click's user gesture, before any await where there is one. */
export function openPanel(place: PanelPlace): void {
  const open =
    'tabId' in place
      ? { tabId: place.tabId }
      : place.windowId !== undefined && place.windowId >= 0
        ? { windowId: place.windowId }
        : null;
  if (open) browser.sidePanel?.open?.(open).catch((e: unknown) => console.warn('Sitekeeper: side panel', e));
}

/**
 * Asks the panel to show a view: the panel URL parameters to set. The panel reads the request when
 * it starts, or as it arrives when already open.
 */
export function requestPanelView(params: Record<string, string | null>): Promise<void> {
  return panelRequestItem.setValue({ at: Date.now(), params });
}

/**
 * Opens the panel and asks it to show a view. Where the browser refuses to open it (no gesture left),
 * the admin opens it from the toolbar within a few seconds and sees the view.
 */
export function showInPanel(place: PanelPlace, params: Record<string, string | null>): Promise<void> {
  openPanel(place);
  return requestPanelView(params);
}
