// What every Site Media handler needs from the request: the site, the admin check, and the origin
// of the sandbox (its listening socket, http/own-origin.ts): URLs the sandbox hands out point back to it.
import type { Context } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { ownOrigin } from '../../http/own-origin.ts';

export interface MediaRequest {
  siteId: string;
  origin: string;
}

export function adminRequest(c: Context<SandboxEnv>): MediaRequest {
  requireAdmin(c);
  return { siteId: c.get('siteId')!, origin: ownOrigin(c) };
}
