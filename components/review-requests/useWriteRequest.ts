import { useEffect, useState } from 'react';
import { WRITE_REVIEW_PARAM } from '@/lib/messaging/review-collect';
import { useHashParam } from '../common/useHashParam';

/** A request to write a review of one product, numbered so the same product asked twice is two requests. */
export interface WriteRequest {
  itemId: string;
  seq: number;
}

/**
 * "Write a review" from a live page's strip arrives as the panel URL's `reviewRequests.write=<id>`:
 * taken once, then removed from the URL (a second click on the strip is a new request).
 */
export function useWriteRequest(): WriteRequest | null {
  const [param, setParam] = useHashParam(WRITE_REVIEW_PARAM);
  const [request, setRequest] = useState<WriteRequest | null>(null);
  useEffect(() => {
    if (!param) return;
    setRequest((last) => ({ itemId: param, seq: (last?.seq ?? 0) + 1 }));
    setParam(null);
  }, [param, setParam]);
  return request;
}
