// CORS for provider routes and media bytes (docs/provider-contract.md §6.6: the SDK must be able to read
// x-wix-request-id and x-wix-consistent): only for the origins of origin-policy.ts, never `*`.
import { cors } from 'hono/cors';
import { isAllowedOrigin } from './origin-policy.ts';

export const providerCors = () =>
  cors({
    origin: (origin) => (isAllowedOrigin(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'authorization',
      'content-type',
      'wix-site-id',
      'wix-account-id',
      'x-wix-bi-gateway',
      'x-wix-consistent',
    ],
    // retry-after: a 429's wait (rate-limit/, fault knobs), readable by a page that calls fetch itself.
    exposeHeaders: ['x-wix-request-id', 'x-wix-consistent', 'retry-after'],
    maxAge: 600,
  });
