// The Node socket under a request: @hono/node-server passes the Node request as `c.env.incoming`.
import type { Socket } from 'node:net';
import type { Context } from 'hono';
import type { SandboxEnv } from './env.ts';

export function nodeSocket(c: Context<SandboxEnv>): Socket | undefined {
  const env = c.env as unknown;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const incoming = (env as { incoming?: { socket?: Socket } }).incoming;
  return incoming?.socket;
}
