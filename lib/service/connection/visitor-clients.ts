import { createVisitorClient, type VisitorClient } from '../../provider/visitor-client';
import { routeOf } from '../../provider/provider-route';
import { visitorClientIdsItem } from '../../storage';
import { connectionForSite } from './site-clients';
import { ServiceError } from '../infra/service-error';

// A cache only (rebuilt from storage): one visitor, and so one visitor token, per site and client id.
const cache = new Map<string, VisitorClient>();

export const visitorClientNeeded = () =>
  new ServiceError(
    400,
    'VISITOR_CLIENT_NEEDED',
    "To write as a visitor, enter the site's OAuth client id first (Wix dashboard: Settings → Headless Settings → OAuth apps).",
  );

export async function visitorClientId(siteId: string): Promise<string | null> {
  return (await visitorClientIdsItem.getValue())[siteId] ?? null;
}

export async function setVisitorClientId(siteId: string, clientId: string | null): Promise<string | null> {
  const all = { ...(await visitorClientIdsItem.getValue()) };
  if (clientId) all[siteId] = clientId;
  else delete all[siteId];
  await visitorClientIdsItem.setValue(all);
  return clientId;
}

/** The anonymous visitor client of a site, from the stored OAuth client id. */
export async function visitorClientFor(siteId: string): Promise<VisitorClient> {
  const connection = await connectionForSite(siteId);
  const clientId = await visitorClientId(siteId);
  if (!clientId) throw visitorClientNeeded();
  const key = JSON.stringify([clientId, connection.sandboxUrl ?? '', siteId]);
  let client = cache.get(key);
  if (!client) {
    client = createVisitorClient(clientId, routeOf(connection));
    cache.set(key, client);
  }
  return client;
}
