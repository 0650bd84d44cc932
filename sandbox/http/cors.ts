// CORS for clients without host permissions (contract note §6): the SDK must be able to read
// x-wix-request-id and x-wix-consistent.
import { cors } from 'hono/cors';

export const providerCors = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type', 'wix-site-id', 'wix-account-id', 'x-wix-bi-gateway', 'x-wix-consistent'],
    exposeHeaders: ['x-wix-request-id', 'x-wix-consistent'],
    maxAge: 600,
  });
