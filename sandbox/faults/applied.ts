// Which fault hit a request, so the request log can show it (keyed by the Request object).
// `site_rate_limit` is the per-site calls-a-minute limit (rate-limit/), not a fault knob.
export type AppliedFault = 'latency' | 'dropped' | 'dropped_after_commit' | 'rate_limit' | 'error' | 'site_rate_limit';

const applied = new WeakMap<Request, AppliedFault>();

export function markFault(req: Request, fault: AppliedFault): void {
  applied.set(req, fault);
}

export function faultOf(req: Request): AppliedFault | undefined {
  return applied.get(req);
}

/** Faults after which the client got no response at all. */
export const isDropped = (fault: AppliedFault | undefined): boolean =>
  fault === 'dropped' || fault === 'dropped_after_commit';
