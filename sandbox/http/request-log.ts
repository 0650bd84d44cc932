// In-memory log of provider calls (not /_sandbox, not live pages), for tests and developers.
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.ts';

export interface RequestLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  siteId: string | null;
}

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  constructor(private readonly max = 2000) {}
  add(e: RequestLogEntry): void {
    this.entries.push(e);
    if (this.entries.length > this.max) this.entries.splice(0, this.entries.length - this.max);
  }
  /** Oldest first. */
  list(siteId?: string): RequestLogEntry[] {
    return siteId ? this.entries.filter((e) => e.siteId === siteId) : [...this.entries];
  }
  clear(): void {
    this.entries = [];
  }
}

const NOT_PROVIDER = /^\/(_sandbox|sites)(\/|$)/;

export function logProviderRequests(log: RequestLog): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method === 'OPTIONS' || NOT_PROVIDER.test(path)) return next();
    const started = performance.now();
    await next();
    log.add({
      time: new Date().toISOString(),
      method: c.req.method,
      path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      requestId: c.get('requestId'),
      // The header as sent, so refused calls are attributed too.
      siteId: c.get('siteId') ?? c.req.header('wix-site-id') ?? null,
    });
  };
}
