import { createAppClient, createSiteClient, type IdentityKind, type SiteClient } from '../../provider/client';
import { routeOf } from '../../provider/provider-route';
import { appIdentitiesItem, connectionItem } from '../../storage';
import { notConnected } from '../infra/service-error';

// A cache only: the service worker may be stopped at any time and this is rebuilt from storage.
const cache = new Map<string, SiteClient>();

export interface IdentifiedClient {
  client: SiteClient;
  identity: IdentityKind;
}

/**
 * The provider client for a site, with stored credentials (never ones from a message). `prefer: 'app'`
 * is for the calls the provider allows only to a Wix app (or user) identity: the admin's app on the
 * site when connected, else the API key (whose refusal then names the app identity, see identity-help.ts).
 */
export async function identifiedClient(siteId: string, prefer: IdentityKind = 'api-key'): Promise<IdentifiedClient> {
  const [connection, apps] = await Promise.all([connectionItem.getValue(), appIdentitiesItem.getValue()]);
  if (!connection) throw notConnected();
  const app = apps[siteId];
  const identity: IdentityKind = app && prefer === 'app' ? 'app' : 'api-key';
  const key = JSON.stringify([
    identity,
    identity === 'app' ? app : connection.apiKey,
    connection.sandboxUrl ?? '',
    siteId,
  ]);
  let client = cache.get(key);
  if (!client) {
    client =
      identity === 'app' && app ? createAppClient(app, routeOf(connection)) : createSiteClient(connection, siteId);
    cache.set(key, client);
  }
  return { client, identity };
}

/** The account's API key client for a site (most calls). */
export async function clientForSite(siteId: string): Promise<SiteClient> {
  return (await identifiedClient(siteId)).client;
}

export function forgetClients(): void {
  cache.clear();
}
