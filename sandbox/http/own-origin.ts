// The sandbox's own origin, from the socket the request came in on (its local address and port),
// never from the Host header: a Host naming another local port once made that port "the sandbox",
// so a media import read another local server and a webhook was registered to it.
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.ts';
import { nodeSocket } from './node-socket.ts';

export interface OwnAddress {
  /** `http://127.0.0.1:4010` (the address the client connected to; IPv6 in brackets). */
  origin: string;
  port: number;
}

export function addressOfSocket(localAddress: string, localPort: number): OwnAddress {
  const address = localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const host = isIP(address) === 6 ? `[${address}]` : address;
  return { origin: `http://${host}:${localPort}`, port: localPort };
}

/**
 * Sets `own` on every request. `fallbackOrigin` is for in-process `app.request()` calls, which have
 * no socket (sandbox/scripts/write-fixtures.ts); a served request always uses its socket.
 */
export function ownAddress(fallbackOrigin?: string): MiddlewareHandler<SandboxEnv> {
  const fallback = fallbackOrigin
    ? { origin: new URL(fallbackOrigin).origin, port: Number(new URL(fallbackOrigin).port || 80) }
    : undefined;
  return async (c, next) => {
    const socket = nodeSocket(c);
    const own =
      socket?.localAddress && socket.localPort ? addressOfSocket(socket.localAddress, socket.localPort) : fallback;
    if (!own) throw new Error('No socket and no fallback origin: pass selfOrigin to createSandboxApp');
    c.set('own', own);
    return next();
  };
}

/** The origin URLs the sandbox hands out point at, and what "is this me" compares with. */
export const ownOrigin = (c: Context<SandboxEnv>): string => c.get('own').origin;
