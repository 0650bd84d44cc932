// Who may talk to the sandbox from a browser. It runs on a developer's machine while they browse
// the web, so: only its own Host names (no DNS rebinding), and CORS only for extension pages and
// loopback pages (never `*`). Clients outside a browser (the SDK in Node, curl) send no Origin.
import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.ts';
import { isLoopbackHost } from './loopback.ts';
import { permissionDenied, sendError } from './errors.ts';

/** `host[:port]` of a Host header → the host name (`[::1]` → `::1`). */
export function hostnameOf(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  return h.replace(/:\d+$/, '');
}

/** `host[:port]` of a Host header → the port (80 when none is named, as HTTP says). */
export function portOf(hostHeader: string): number {
  const h = hostHeader.trim();
  const m = /:(\d+)$/.exec(h.startsWith('[') ? h.slice(h.indexOf(']') + 1) : h);
  return m ? Number(m[1]) : 80;
}

/** Browser origins that may read the sandbox's answers: extensions' pages and loopback pages. */
export function isAllowedOrigin(origin: string): boolean {
  if (/^(chrome|moz)-extension:\/\/[a-z0-9-]+$/i.test(origin)) return true;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin && isLoopbackHost(u.hostname);
  } catch {
    return false;
  }
}

/**
 * Refuses requests whose Host is not one of the sandbox's own names: loopback names (127.0.0.0/8,
 * localhost and *.localhost, ::1), plus the ones the user named (`--allow-host`), on the port it
 * listens on (a Host naming another port is not the sandbox). A web page that re-points its own
 * domain at 127.0.0.1 (DNS rebinding) sends its own domain as Host and is refused.
 */
export function hostGuard(extraHosts: readonly string[] = []): MiddlewareHandler<SandboxEnv> {
  const extra = new Set(extraHosts.map((h) => hostnameOf(h)));
  return async (c, next) => {
    const header = c.req.header('host') ?? '';
    const host = hostnameOf(header);
    const port = c.get('own').port;
    if ((isLoopbackHost(host) || extra.has(host)) && portOf(header) === port) return next();
    return sendError(
      c,
      permissionDenied(`The sandbox answers only on its own addresses (localhost, 127.0.0.1) and port ${port}.`),
    );
  };
}

/** `chrome-extension://<id>` / `moz-extension://<id>` → the id; else undefined. */
export function extensionIdOf(origin: string): string | undefined {
  return /^(?:chrome|moz)-extension:\/\/([a-z0-9-]+)$/i.exec(origin)?.[1]?.toLowerCase();
}

/**
 * `/_sandbox` hands out API keys and resets data: no CORS at all, and a request that carries an
 * Origin other than an allowed one (a web page's form post or fetch) is refused before it acts.
 * Extension pages are allowed only when named (`--allow-extension <id>`): any installed extension
 * could otherwise read every key.
 */
export function inspectionGuard(allowExtensions: readonly string[] = []): MiddlewareHandler<SandboxEnv> {
  const named = new Set(allowExtensions.map((id) => id.toLowerCase()));
  return async (c: Context<SandboxEnv>, next) => {
    const origin = c.req.header('origin');
    if (!origin) return next();
    const extension = extensionIdOf(origin);
    const allowed = extension !== undefined ? named.has(extension) : isAllowedOrigin(origin);
    if (!allowed) {
      const hint = extension ? ' (start it with --allow-extension <id> to let this extension in)' : '';
      return sendError(c, permissionDenied(`The sandbox's own pages do not answer requests from ${origin}${hint}.`));
    }
    return next();
  };
}
