// One rate limiter per database (= per sandbox instance), as the fault knobs (faults/store.ts):
// a run-time condition, not data.
import type { Db } from '../db/open.ts';
import { SiteRateLimiter } from './limiter.ts';

/** Wix allows an app about 200 calls a minute per site (instance); the agency seed turns it on. */
export const PROVIDER_CALLS_PER_MINUTE = 200;

const limiters = new WeakMap<Db, SiteRateLimiter>();

export function rateLimitFor(db: Db): SiteRateLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new SiteRateLimiter(null);
    limiters.set(db, limiter);
  }
  return limiter;
}
