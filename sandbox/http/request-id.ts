// Every response, errors included, carries a fresh x-wix-request-id (the SDK copies it to e.requestId).
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.ts';

export const REQUEST_ID_HEADER = 'x-wix-request-id';

export function requestId(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.set('siteId', null);
    c.set('accountId', null);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}
