// Counts each site's provider calls against the per-site limit (mounted after auth, before the
// fault knobs); a call past it is the provider's 429 with Retry-After. Account-level calls (no
// site) are not counted. Time is the site's clock (clock/site-clock.ts): moving it forward a
// minute empties the window, so tests need no real waits.
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/open.ts';
import { siteNow } from '../clock/site-clock.ts';
import type { SandboxEnv } from '../http/env.ts';
import { rateLimited } from '../http/rate-limited.ts';
import { markFault } from '../faults/applied.ts';
import { rateLimitFor } from './store.ts';

/** Requests already counted: domains sharing a base path mount this middleware more than once. */
const counted = new WeakSet<Request>();

export function applyRateLimit(db: Db): MiddlewareHandler<SandboxEnv> {
  const limiter = rateLimitFor(db);
  return async (c, next) => {
    if (counted.has(c.req.raw)) return next();
    counted.add(c.req.raw);
    const siteId = c.get('siteId');
    if (!siteId || limiter.callsPerMinute === null) return next();
    const decision = limiter.take(siteId, siteNow(db, siteId).getTime());
    if (decision.ok) return next();
    markFault(c.req.raw, 'site_rate_limit');
    return rateLimited(c, decision.retryAfterSeconds);
  };
}
