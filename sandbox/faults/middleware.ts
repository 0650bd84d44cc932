// Applies a site's fault knobs to its provider calls (mounted after auth, so the site is known).
import type { MiddlewareHandler } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/open.ts';
import type { SandboxEnv } from '../http/env.ts';
import { applicationError, sendError } from '../http/errors.ts';
import { nodeSocket } from '../http/node-socket.ts';
import { rateLimited } from '../http/rate-limited.ts';
import { markFault } from './applied.ts';
import { faultsFor } from './store.ts';

/** Requests already decided: domains sharing a base path mount this middleware more than once. */
const decided = new WeakSet<Request>();

export function applyFaults(db: Db): MiddlewareHandler<SandboxEnv> {
  const store = faultsFor(db);
  return async (c, next) => {
    if (decided.has(c.req.raw)) return next();
    decided.add(c.req.raw);
    const siteId = c.get('siteId');
    const faults = siteId ? store.get(siteId) : undefined;
    if (!faults || !faults.appliesTo(c.req.path)) return next();
    const { latencyMs, outcome } = faults.next();
    if (latencyMs > 0) {
      markFault(c.req.raw, 'latency');
      await sleep(latencyMs);
    }
    switch (outcome.kind) {
      case 'pass':
        return next();
      case 'drop': {
        const socket = nodeSocket(c);
        if (!socket) throw new Error('dropConnection needs @hono/node-server (no Node socket on c.env.incoming)');
        // After commit: the handler runs (its SQLite writes are synchronous, so they are in), then no answer.
        if (outcome.afterCommit) await next();
        markFault(c.req.raw, outcome.afterCommit ? 'dropped_after_commit' : 'dropped');
        socket.destroy();
        // Nothing reaches the client; the server writes this into a destroyed socket and moves on.
        c.res = c.body(null, 500);
        return c.res;
      }
      case 'rate_limit': {
        markFault(c.req.raw, 'rate_limit');
        return rateLimited(c, outcome.retryAfterSeconds);
      }
      case 'error': {
        markFault(c.req.raw, 'error');
        const err =
          outcome.status === 503
            ? applicationError(503, 'UNAVAILABLE', 'Service temporarily unavailable (sandbox fault).')
            : applicationError(500, 'INTERNAL_ERROR', 'Internal server error (sandbox fault).', {
                requestId: c.get('requestId'),
              });
        return sendError(c, err);
      }
    }
  };
}
