import { createAppClient, createSiteClient, type IdentityKind, type SiteClient } from '../../provider/client';
import { routeOf } from '../../provider/provider-route';
import type { Lane } from '../../provider/request-budget';
import { appIdentitiesItem, type Connection } from '../../storage';
import { notConnected, ServiceError } from '../infra/service-error';
import { accountSites, keptAccountSites } from './account-sites';
import { storedConnections } from './connections';

// Caches only: the service worker may be stopped at any time and these are rebuilt from storage.
const cache = new Map<string, SiteClient>();
/** Which connected account owns each site (emptied with the clients when the connections change). */
const owners = new Map<string, string>();

export interface IdentifiedClient {
  client: SiteClient;
  identity: IdentityKind;
}

/**
 * Whose calls a client makes, in the site's request budget (lib/provider/request-budget.ts): `panel`
 * (the default) for what the admin looks at, `background` for polls, the all-sites inbox's checks and
 * prefetches (they yield first when the minute's calls run low), `write` for a write path whose reads
 * are part of its write (a read-back before sending), so they are never held. A write request goes
 * in the write lane whatever its client's lane (lib/provider/request-kind.ts).
 */
export interface ClientOptions {
  lane?: Lane;
}

/**
 * The provider client for a site, with stored credentials (never ones from a message). `prefer: 'app'`
 * is for the calls the provider allows only to a Wix app (or user) identity: the admin's app on the
 * site when connected, else the API key (whose refusal then names the app identity, see identity-help.ts).
 * Clients are kept per lane.
 */
export async function identifiedClient(
  siteId: string,
  prefer: IdentityKind = 'api-key',
  { lane = 'panel' }: ClientOptions = {},
): Promise<IdentifiedClient> {
  const [connection, apps] = await Promise.all([connectionForSite(siteId), appIdentitiesItem.getValue()]);
  const app = apps[siteId];
  const identity: IdentityKind = app && prefer === 'app' ? 'app' : 'api-key';
  const key = JSON.stringify([
    identity,
    identity === 'app' ? app : connection.apiKey,
    connection.sandboxUrl ?? '',
    siteId,
    lane,
  ]);
  let client = cache.get(key);
  if (!client) {
    client =
      identity === 'app' && app
        ? createAppClient(app, routeOf(connection), siteId, lane)
        : createSiteClient(connection, siteId, lane);
    cache.set(key, client);
  }
  return { client, identity };
}

/**
 * The connected account a site belongs to: the one whose sites list it (as kept, else as read again).
 * Even a single account is asked, never assumed: after another account is removed, its sites must not
 * be called with the remaining account's key.
 */
export async function connectionForSite(siteId: string): Promise<Connection> {
  const connections = await storedConnections();
  if (connections.length === 0) throw notConnected();
  // Known owners first: a full inbox refresh asks this for every site, and the kept lists of every
  // account are hundreds of kilobytes to read each time.
  const owner = (sites: Awaited<ReturnType<typeof keptAccountSites>>) => {
    for (const s of sites ?? []) owners.set(s.id, s.accountId);
    return owners.get(siteId);
  };
  // A kept owner counts only while its account is connected: one removed (or a stale entry) is looked up again.
  const known = owners.get(siteId);
  const accountId =
    (known !== undefined && connections.some((c) => c.accountId === known) ? known : undefined) ??
    owner(await keptAccountSites()) ??
    owner(await accountSites());
  const connection = connections.find((c) => c.accountId === accountId);
  if (!connection) throw new ServiceError(404, 'SITE_NOT_CONNECTED', 'None of your connected accounts has this site.');
  return connection;
}

/** The account's API key client for a site (most calls); the panel's lane unless `lane` says otherwise. */
export async function clientForSite(siteId: string, options: ClientOptions = {}): Promise<SiteClient> {
  return (await identifiedClient(siteId, 'api-key', options)).client;
}

export function forgetClients(): void {
  cache.clear();
  owners.clear();
}
