import { describe, expect, it } from 'vitest';
import { createRateLimit } from '@/lib/service/infra/page-rate-limit';
import { ServiceError } from '@/lib/service/infra/service-error';

describe("page API rate limit (a page cannot spend the admin's quota)", () => {
  it('allows a burst per tab, then answers 429 with when to retry, and refills over time', () => {
    let now = 0;
    const limit = createRateLimit({ burst: 3, perMinute: 6, now: () => now });
    for (let i = 0; i < 3; i++) limit.take(1);
    let refused: unknown;
    try {
      limit.take(1);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).data).toMatchObject({
      status: 429,
      code: 'PAGE_RATE_LIMITED',
      retryAfterSeconds: 10,
    });
    limit.take(2); // another tab has its own bucket
    now += 10_000;
    limit.take(1); // one token back after 10 s at 6 a minute
    expect(() => limit.take(1)).toThrow(ServiceError);
  });
});
