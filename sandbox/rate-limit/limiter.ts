// The provider's per-site rate limit: at most `callsPerMinute` calls in any 60 s (a sliding window
// over each site's accepted calls, in memory). A refused call does not count, so a client that
// waits the Retry-After it was given gets through.
export const WINDOW_MS = 60_000;

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export class SiteRateLimiter {
  /** Accepted calls' times per site, oldest first. */
  private readonly calls = new Map<string, number[]>();

  /** null: no limit. */
  constructor(public callsPerMinute: number | null) {}

  /** Counts a call of `siteId` at `now` (ms) if the window has room. */
  take(siteId: string, now: number): RateDecision {
    const limit = this.callsPerMinute;
    if (limit === null) return { ok: true };
    let log = this.calls.get(siteId);
    if (!log) this.calls.set(siteId, (log = []));
    const cutoff = now - WINDOW_MS;
    let expired = 0;
    while (expired < log.length && log[expired]! <= cutoff) expired++;
    if (expired > 0) log.splice(0, expired);
    if (log.length < limit) {
      log.push(now);
      return { ok: true };
    }
    // Room again when the call `limit` places from the end leaves the window.
    const freedAt = log[log.length - limit]! + WINDOW_MS;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
  }

  /** Forgets a site's calls (a site reset). */
  clear(siteId: string): void {
    this.calls.delete(siteId);
  }
}
