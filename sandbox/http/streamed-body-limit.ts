// Every request body is counted as its bytes stream in, on every route (a 300 MB
// chunked body to /oauth2/token-info, which no Content-Length check saw, once took the process to 1 GB).
// Past its route's limit the body reader fails, the answer is 413 in the provider's error shape, and
// the connection closes, so the server stops reading. A route that never reads its body leaves it
// unread: that answer closes the connection too, instead of Node draining the rest.
import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env.ts';
import { sendError } from './errors.ts';
import { bodyLimitFor, payloadTooLarge } from './body-limits.ts';

interface Count {
  bytes: number;
  complete: boolean;
  tooLarge: boolean;
}

/**
 * `source` as a stream that fails past `max` bytes. The source is never cancelled: cancelling would
 * destroy the Node request and its socket before the 413 is written; it is left paused instead.
 */
function countedBody(source: ReadableStream<Uint8Array>, max: number, count: Count): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        count.complete = true;
        controller.close();
        return;
      }
      count.bytes += value.byteLength;
      if (count.bytes > max) {
        count.tooLarge = true;
        controller.error(payloadTooLarge(max));
        return;
      }
      controller.enqueue(value);
    },
  });
}

const closeConnection = (c: Context<SandboxEnv>): void => {
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Connection', 'close');
};

export function limitStreamedBodies(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const raw = c.req.raw;
    const max = bodyLimitFor(raw.method, c.req.path);
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > max) {
      const refused = sendError(c, payloadTooLarge(max));
      refused.headers.set('Connection', 'close');
      return refused;
    }
    if (!raw.body) return next();
    const count: Count = { bytes: 0, complete: false, tooLarge: false };
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: countedBody(raw.body, max, count),
      signal: raw.signal,
      duplex: 'half',
    } as RequestInit);
    await next();
    // Whatever the handler made of the failed read (a 400 "not JSON", a swallowed error): it is a 413.
    if (count.tooLarge) c.res = sendError(c, payloadTooLarge(max));
    if (!count.complete) closeConnection(c);
  };
}
