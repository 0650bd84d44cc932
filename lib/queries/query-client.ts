import { QueryClient } from '@tanstack/react-query';
import { MessageError } from '../messaging/protocol/provider-error';

/** docs/product.md §9: 3 retries in the browser, backoff 1000 ms doubled per attempt, capped at 30 000 ms. */
export const MAX_RETRIES = 3;
export const GC_TIME_MS = 300_000;

export function retryDelay(attempt: number, error?: unknown): number {
  const retryAfter = error instanceof MessageError ? error.data.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter * 1000, 30_000);
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Whether a second try can succeed: no answer, a timeout, a 429 or a 5xx (no validation, auth or not-found error). */
export function isTransient(error: unknown): boolean {
  const status = error instanceof MessageError ? error.data.status : null;
  return status === null || status === 408 || status === 429 || status >= 500;
}

/** Retry only what can succeed on a second try, up to MAX_RETRIES times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransient(error);
}

/**
 * A write is resent on its own only after a 429: the provider refused it before handling it, so a
 * second try can't write twice. No answer or a 5xx may have landed: that failure goes to the admin,
 * whose Retry reads back first where a write could duplicate (lib/queries/retry-safe.ts).
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && error instanceof MessageError && error.data.status === 429;
}

/** The side panel's client. Reads retry what can succeed on a second try (paused while offline); writes only a 429. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: GC_TIME_MS,
        networkMode: 'online', // paused while offline
        refetchOnWindowFocus: true,
      },
      // Sent whatever the browser says: the background answers offline too, by keeping the write in its
      // queue (docs/architecture.md "Changes that wait for the connection"), where it waits visibly and
      // outlives this page. Paused here, it would wait unseen and go with the panel.
      mutations: { retry: shouldRetryWrite, retryDelay, networkMode: 'always' },
    },
  });
}
