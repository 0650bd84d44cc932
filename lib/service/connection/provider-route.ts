// The one place the current provider route (lib/provider/provider-route.ts) is set: from the
// connection as stored, whenever it changes (session.ts) and when the worker starts (background).
import { routeOf, setProviderRoute } from '../../provider/provider-route';
import { connectionItem, type Connection } from '../../storage';

/** `connection`: the one just stored (null when disconnected); none: read the stored one (worker start). */
export function followConnection(connection?: Connection | null): Promise<void> {
  return setProviderRoute(connection === undefined ? connectionItem.getValue().then(routeOf) : routeOf(connection));
}
