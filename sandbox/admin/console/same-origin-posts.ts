// The console's forms change data with plain POSTs. /_sandbox already refuses other web origins
// (http/origin-policy.ts), but lets any loopback page in (another local dev server on another
// port included): the console's writes take only the console's own pages, or clients that send
// no Origin (curl, tests), so no other local page (nor a site's live pages on *.localhost) can submit them.
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../../http/env.ts';
import { permissionDenied, sendError } from '../../http/errors.ts';
import { isLoopbackHost } from '../../http/loopback.ts';

export function sameOriginWrites(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    let ours = origin === undefined;
    if (origin !== undefined) {
      try {
        const u = new URL(origin);
        ours =
          isLoopbackHost(u.hostname) &&
          !u.hostname.endsWith('.localhost') &&
          Number(u.port || 80) === c.get('own').port;
      } catch {
        ours = false;
      }
    }
    if (!ours || (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'))
      return sendError(c, permissionDenied("The console's changes are taken from its own pages only."));
    return next();
  };
}
