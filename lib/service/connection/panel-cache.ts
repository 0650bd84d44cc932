import { panelCacheDroppedAtItem, panelCacheItem, panelPaintItem } from '../../storage';

/**
 * The connection changed (an account connected or disconnected, an app identity): the side panel's
 * kept lists (lib/queries/panel-cache.ts) and last screen (lib/paint/) were read as someone else, so
 * they go, and the moment is kept so that no panel still open writes or shows anything read before it.
 */
export async function dropPanelCache(): Promise<void> {
  await panelCacheDroppedAtItem.setValue(Date.now());
  await Promise.all([panelCacheItem.removeValue(), panelPaintItem.removeValue()]);
}
