import { panelCacheDroppedAtItem, panelCacheItem } from '../../storage';

/**
 * The connection changed (an account connected or disconnected, an app identity): the side panel's
 * kept lists (lib/queries/panel-cache.ts) were read as someone else, so they go, and the moment is
 * kept so that no panel still open writes or shows anything read before it.
 */
export async function dropPanelCache(): Promise<void> {
  await panelCacheDroppedAtItem.setValue(Date.now());
  await panelCacheItem.removeValue();
}
