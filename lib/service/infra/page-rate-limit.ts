import { ServiceError } from './service-error';

/**
 * A token bucket per tab for the page API's provider calls: a page can add review elements at will,
 * but it can't spend the admin's quota (the provider allows 200 calls a minute per app instance).
 */
export function createRateLimit(opts: { burst: number; perMinute: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const buckets = new Map<number, { tokens: number; at: number }>();
  const refillPerMs = opts.perMinute / 60_000;
  return {
    /** Takes one call's token for the tab, or throws a 429 saying when to try again. */
    take(tabId: number): void {
      const t = now();
      const b = buckets.get(tabId) ?? { tokens: opts.burst, at: t };
      b.tokens = Math.min(opts.burst, b.tokens + (t - b.at) * refillPerMs);
      b.at = t;
      buckets.set(tabId, b);
      if (b.tokens < 1) {
        const retryAfterSeconds = Math.ceil((1 - b.tokens) / refillPerMs / 1000);
        throw new ServiceError(
          429,
          'PAGE_RATE_LIMITED',
          `This page asked Sitekeeper too often; it answers again in ${retryAfterSeconds} s.`,
          { retryAfterSeconds, params: { seconds: retryAfterSeconds } },
        );
      }
      b.tokens -= 1;
    },
    forget(tabId: number): void {
      buckets.delete(tabId);
    },
  };
}

/** Ten calls at once, then one every three seconds, per tab. */
export const pageRateLimit = createRateLimit({ burst: 10, perMinute: 20 });

/**
 * Messages that open the panel or a tab (the desk, the write-a-review form, a member's card): three
 * at once, then one every six seconds, per tab. A click on the page's controls opens one; a page
 * that makes its controls fire in a loop opens no more than these (the content script also acts on
 * trusted clicks only, lib/live/moderate-buttons.ts).
 */
export const pageUiRateLimit = createRateLimit({ burst: 3, perMinute: 10 });
