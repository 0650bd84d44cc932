// Which fault hit a request, so the request log can show it (keyed by the Request object).
export type AppliedFault = 'latency' | 'dropped' | 'dropped_after_commit' | 'rate_limit' | 'error';

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
