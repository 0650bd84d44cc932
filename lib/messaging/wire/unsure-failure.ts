import type { ProviderErrorData } from './message-error';

/**
 * Whether a failed write may still have landed: no answer at all (a dropped connection, a transport
 * error, the background gone) or a 5xx, which the provider may send after it committed. A 4xx (429
 * included: refused before it was handled) surely changed nothing. Both sides use it: the background
 * reads back after such a failure, the panel marks the write's next try as a retry.
 */
export function isUnsureFailure(e: Pick<ProviderErrorData, 'status'>): boolean {
  return e.status === null || e.status >= 500;
}
