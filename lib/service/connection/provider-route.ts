// The one place the current provider route (lib/provider/provider-route.ts) is set: from the
// connection as stored, whenever it changes (session.ts) and when the worker starts (background).
import { routeOf, setProviderRoute } from '../../provider/provider-route';
import type { Connection } from '../../storage';
import { firstConnection } from './connections';

/**
 * `connection`: the first of the connections just stored (null when none is left); none: read the
 * stored ones (worker start). Every connection shares one route (connections.ts).
 */
export function followConnection(connection?: Connection | null): Promise<void> {
  return setProviderRoute(connection === undefined ? firstConnection().then(routeOf) : routeOf(connection));
}
