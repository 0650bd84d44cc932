// The per-site rate limit's sliding window (sandbox/rate-limit/limiter.ts).
import { describe, expect, it } from 'vitest';
import { SiteRateLimiter } from '../../../../sandbox/rate-limit/limiter.ts';

const T0 = 1_000_000;

describe('SiteRateLimiter', () => {
  it('lets 200 calls a minute through per site, refuses the 201st with the wait until one leaves the window', () => {
    const limiter = new SiteRateLimiter(200);
    for (let i = 0; i < 200; i++) expect(limiter.take('a', T0 + i * 100)).toEqual({ ok: true });
    // The first call (T0) leaves the window at T0 + 60 s: 40.1 s after T0 + 19.9 s → 41 s.
    expect(limiter.take('a', T0 + 19_900)).toEqual({ ok: false, retryAfterSeconds: 41 });
    expect(limiter.take('b', T0 + 19_900)).toEqual({ ok: true });
    expect(limiter.take('a', T0 + 60_000)).toEqual({ ok: true });
    expect(limiter.take('a', T0 + 60_001)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('does not count refused calls, forgets a cleared site, and has no limit when off', () => {
    const limiter = new SiteRateLimiter(2);
    limiter.take('a', T0);
    limiter.take('a', T0);
    for (let i = 0; i < 5; i++) expect(limiter.take('a', T0 + 1000).ok).toBe(false);
    expect(limiter.take('a', T0 + 60_000).ok).toBe(true);
    limiter.clear('a');
    expect(limiter.take('a', T0 + 60_000).ok).toBe(true);
    limiter.callsPerMinute = null;
    for (let i = 0; i < 10; i++) expect(limiter.take('a', T0).ok).toBe(true);
  });
});
