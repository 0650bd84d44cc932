import { useCallback, useSyncExternalStore } from 'react';
import { PENDING_STATUSES, type ReviewFilter, type ReviewSort } from '@/lib/messaging/reviews';
import { FILTER_KEYS, filterFromParams, hashKey, paramsOfFilter } from '@/lib/messaging/review-filter-url';

// The desk's filter lives in the panel's URL hash (survives a reload), next to the open tool.
// Without a status in the hash the desk shows the queue (pending reviews); `all` shows every status.

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('sitekeeper:hash', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('sitekeeper:hash', onChange);
  };
};
const currentHash = () => window.location.hash;

const DEFAULT_STATUSES = [...PENDING_STATUSES];
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

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
  const hash = useSyncExternalStore(subscribe, currentHash);
  const state = deskStateOfHash(hash);
  const set = useCallback((filter: ReviewFilter, sort: ReviewSort) => {
    const next = hashWithDeskState(window.location.hash, filter, sort);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${next}`);
    window.dispatchEvent(new Event('sitekeeper:hash'));
  }, []);
  return [state, set];
}
