// The console calls the sandbox's own provider endpoints in-process, with the site's admin API key
// and `wix-site-id`, as a client would: the provider's validation, events, webhooks and request log
// are what a write from the page meets (`send`); browsing goes through `read`, which skips the log,
// the rate limit and the fault knobs (app.ts wires both).
import type { Context } from 'hono';
import type { SandboxEnv } from '../../http/env.ts';
import { ownOrigin } from '../../http/own-origin.ts';
import { REQUEST_ID_HEADER } from '../../http/request-id.ts';
import { markConsoleCall } from '../../http/request-log.ts';

export interface ProviderClient {
  /** Through the whole app: logged, rate limited, faults applied. */
  send(req: Request, env: unknown): Promise<Response>;
  /** Through the provider routes only (auth and their own rules). */
  read(req: Request, env: unknown): Promise<Response>;
}

export interface ProviderCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface ProviderAnswer {
  status: number;
  json: unknown;
  requestId: string;
}

export async function callProvider(
  client: ProviderClient,
  c: Context<SandboxEnv>,
  siteId: string,
  apiKey: string,
  call: ProviderCall,
  how: 'send' | 'read',
): Promise<ProviderAnswer> {
  const origin = ownOrigin(c);
  const headers = new Headers({ authorization: apiKey, 'wix-site-id': siteId, host: new URL(origin).host });
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  markConsoleCall(headers);
  const req = new Request(`${origin}${call.path}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  // A socket of its own: a fault knob's dropped connection ends this call, not the page's request.
  let dropped = false;
  const own = c.get('own');
  const socket = {
    localAddress: new URL(own.origin).hostname.replace(/^\[|\]$/g, ''),
    localPort: own.port,
    destroy: () => {
      dropped = true;
    },
  };
  const res = await client[how](req, { incoming: { socket } });
  if (dropped) return { status: 0, json: null, requestId: res.headers.get(REQUEST_ID_HEADER) ?? '' };
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { message: text.slice(0, 500) };
  }
  return { status: res.status, json, requestId: res.headers.get(REQUEST_ID_HEADER) ?? '' };
}

/** The provider's refusal in words: its message, each field violation, its code. */
export function providerErrorWords(answer: ProviderAnswer): string {
  const body = (answer.json ?? {}) as {
    message?: unknown;
    details?: {
      applicationError?: { code?: unknown; description?: unknown };
      validationError?: { fieldViolations?: { field?: unknown; description?: unknown }[] };
    };
  };
  const app = body.details?.applicationError;
  const violations = body.details?.validationError?.fieldViolations ?? [];
  const parts: string[] = [];
  if (app) parts.push(`${String(app.description ?? body.message ?? '')} (${String(app.code ?? '')})`);
  else if (violations.length > 0)
    parts.push(...violations.map((v) => `The field ${String(v.field)} ${String(v.description)}.`));
  else if (typeof body.message === 'string' && body.message) parts.push(body.message);
  if (parts.length === 0)
    parts.push(answer.status === 0 ? 'The connection was dropped (a fault knob).' : `HTTP ${answer.status}.`);
  return parts.join(' ');
}
