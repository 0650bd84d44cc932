// In-memory log of provider calls (not /_sandbox, not live pages), for tests and developers:
// tests assert how many provider calls an action made (GET /_sandbox/requests?siteId=&since=).
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { faultOf, isDropped, type AppliedFault } from '../faults/applied.ts';
import type { Caller, SandboxEnv } from './env.ts';

export interface RequestLogEntry {
  /** Increasing position in the log (survives trimming and clear()). */
  seq: number;
  time: string;
  method: string;
  path: string;
  /** 0 when a fault dropped the connection (no response was sent). */
  status: number;
  durationMs: number;
  requestId: string;
  siteId: string | null;
  /** The fault knob that hit this call, if any. */
  fault?: AppliedFault;
  /** Who made it: an API key (its account), the app (its id), a visitor or a member (their ids); none when refused before. */
  identity: CallerIdentity | null;
  /** The JSON body sent, cut at LOGGED_BODY_MAX characters (none for other bodies). */
  requestBody?: string;
  /** Sent by the sandbox's console on its user's behalf (sandbox/admin/console/provider-client.ts). */
  viaConsole?: true;
}

/**
 * Requests the console makes in-process carry this header with a value made at start and never sent
 * out, so no client can claim to be the console. (The request object itself can't be marked: the
 * body limit wraps it in a new one.)
 */
const CONSOLE_HEADER = 'x-sandbox-console';
const CONSOLE_MARK = randomUUID();
export const markConsoleCall = (headers: Headers): void => headers.set(CONSOLE_HEADER, CONSOLE_MARK);

export interface CallerIdentity {
  kind: 'apiKey' | 'app' | 'visitor' | 'member';
  id: string;
}

/** Request bodies are kept for reading on demand, this long at most (2000 entries × 8 KB at worst). */
export const LOGGED_BODY_MAX = 8192;

export function callerIdentity(caller: Caller | null | undefined): CallerIdentity | null {
  switch (caller?.kind) {
    case 'admin':
      return { kind: 'apiKey', id: caller.accountId };
    case 'app':
      return { kind: 'app', id: caller.appId };
    case 'visitor':
      return { kind: 'visitor', id: caller.visitorId };
    case 'member':
      return { kind: 'member', id: caller.memberId };
    default:
      return null;
  }
}

export type RequestLogListener = (entry: RequestLogEntry) => void;

export interface RequestLogFilter {
  siteId?: string;
  /** A seq (entries after it) or an ISO time (entries at or after it). */
  since?: string;
}

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private lastSeq = 0;
  private readonly listeners = new Set<RequestLogListener>();
  constructor(private readonly max = 2000) {}
  add(e: Omit<RequestLogEntry, 'seq'>): void {
    this.lastSeq += 1;
    const entry = { seq: this.lastSeq, ...e };
    this.entries.push(entry);
    if (this.entries.length > this.max) this.entries.splice(0, this.entries.length - this.max);
    for (const listener of this.listeners) listener(entry);
  }
  /** Calls `listener` with every entry added from now on; the answer unsubscribes. */
  subscribe(listener: RequestLogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** The entry of that seq, while the log still holds it. */
  get(seq: number): RequestLogEntry | undefined {
    return this.entries.find((e) => e.seq === seq);
  }
  /** Oldest first. A plain string argument is a siteId (older callers). */
  list(filter: RequestLogFilter | string = {}): RequestLogEntry[] {
    const f = typeof filter === 'string' ? { siteId: filter } : filter;
    let out = f.siteId ? this.entries.filter((e) => e.siteId === f.siteId) : [...this.entries];
    if (f.since !== undefined && f.since !== '') {
      const since = f.since;
      out = /^\d+$/.test(since)
        ? out.filter((e) => e.seq > Number(since))
        : out.filter((e) => e.time >= new Date(since).toISOString());
    }
    return out;
  }
  /** seq of the newest entry ever added (0 if none): pass it as `since` to see only later calls. */
  get seq(): number {
    return this.lastSeq;
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
    const fault = faultOf(c.req.raw);
    const body = c.get('requestBody');
    log.add({
      time: new Date().toISOString(),
      method: c.req.method,
      path,
      status: isDropped(fault) ? 0 : c.res.status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      requestId: c.get('requestId'),
      // The header as sent, so refused calls are attributed too.
      siteId: c.get('siteId') ?? c.req.header('wix-site-id') ?? null,
      ...(fault ? { fault } : {}),
      identity: callerIdentity(c.get('caller')),
      ...(c.req.header(CONSOLE_HEADER) === CONSOLE_MARK ? { viaConsole: true as const } : {}),
      ...(body !== undefined
        ? { requestBody: body.length > LOGGED_BODY_MAX ? `${body.slice(0, LOGGED_BODY_MAX)}…` : body }
        : {}),
    });
  };
}
