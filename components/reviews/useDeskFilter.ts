import { useCallback } from 'react';
import { PENDING_STATUSES, type ReviewFilter, type ReviewSort } from '@/lib/messaging/reviews';
import { FILTER_KEYS, filterFromParams, hashKey, paramsOfFilter } from '@/lib/messaging/review-filter-url';
import { replaceHash, useHash } from '../common/useHashParam';

// The desk's filter lives in the panel's URL hash (survives a reload), next to the open tool, in
// the panel's one hash store (components/common/useHashParam.ts) with its own serialization.
// Without a status in the hash the desk shows the queue (pending reviews); `all` shows every status.

const DEFAULT_STATUSES = [...PENDING_STATUSES];
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Whether the filter is the desk's queue itself: the waiting reviews, nothing else narrowing them. */
export const isQueueOnly = (filter: ReviewFilter): boolean =>
  Object.entries(filter).every(([k, v]) => k === 'statuses' || v === undefined) &&
  sameSet(filter.statuses ?? [], DEFAULT_STATUSES);

/** Parses a hash into the desk's filter and sort (pure, for tests too). */
export function deskStateOfHash(hash: string): { filter: ReviewFilter; sort: ReviewSort } {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const state = filterFromParams((k) => p.get(k));
  const status = p.get(hashKey('status'));
  if (status === null) state.filter.statuses = DEFAULT_STATUSES;
  else if (status === 'all') delete state.filter.statuses;
  return state;
}

/** The hash with the desk's filter and sort written in (other keys, such as the tool, kept). */
export function hashWithDeskState(hash: string, filter: ReviewFilter, sort: ReviewSort): string {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const values = paramsOfFilter(filter, sort);
  for (const k of FILTER_KEYS) {
    const v = values[k];
    if (v === null) p.delete(hashKey(k));
    else p.set(hashKey(k), v);
  }
  if (!filter.statuses || filter.statuses.length === 0) p.set(hashKey('status'), 'all');
  else if (sameSet(filter.statuses, DEFAULT_STATUSES)) p.delete(hashKey('status'));
  const s = p.toString();
  return s ? `#${s}` : '';
}

export function useDeskFilter(): [
  { filter: ReviewFilter; sort: ReviewSort },
  (filter: ReviewFilter, sort: ReviewSort) => void,
] {
  const state = deskStateOfHash(useHash());
  const set = useCallback(
    (filter: ReviewFilter, sort: ReviewSort) => replaceHash(hashWithDeskState(window.location.hash, filter, sort)),
    [],
  );
  return [state, set];
}
