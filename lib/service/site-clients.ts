import { createSiteClient, type SiteClient } from '../provider/client';
import { connectionItem } from '../storage';
import { notConnected } from './service-error';

// A cache only: the service worker may be stopped at any time and this is rebuilt from storage.
const cache = new Map<string, SiteClient>();

/** The provider client for a site, with the stored credential (never one from a message). */
export async function clientForSite(siteId: string): Promise<SiteClient> {
  const connection = await connectionItem.getValue();
  if (!connection) throw notConnected();
  const key = JSON.stringify([connection.apiKey, connection.sandboxUrl ?? '', siteId]);
  let client = cache.get(key);
  if (!client) {
    client = createSiteClient(connection, siteId);
    cache.set(key, client);
  }
  return client;
}

export function forgetClients(): void {
  cache.clear();
}
