// The provider's 429 answer: RESOURCE_EXHAUSTED with `Retry-After` (seconds) and the same number in
// `data.retryAfterSeconds`, or neither when no wait is known. Sent by the fault knobs
// (faults/middleware.ts) and the per-site rate limit (rate-limit/middleware.ts).
import type { Context } from 'hono';
import { applicationError, sendError } from './errors.ts';

export function rateLimited(c: Context, retryAfterSeconds: number | null): Response {
  const res = sendError(
    c,
    applicationError(
      429,
      'RESOURCE_EXHAUSTED',
      'Too many requests: rate limit exceeded. Retry later.',
      retryAfterSeconds === null ? {} : { retryAfterSeconds },
    ),
  );
  if (retryAfterSeconds !== null) res.headers.set('Retry-After', String(retryAfterSeconds));
  return res;
}
