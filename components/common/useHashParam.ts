import { useCallback, useSyncExternalStore } from 'react';

// The panel's own URL keeps what should survive a reload (the open tool, each tool's filters):
// `#tool=reviews&reviews.status=APPROVED`. One key per piece of state, owned by one component.
// This file is the one store of that hash: every reader subscribes here, every writer replaces the
// hash here (no history entry) and tells the readers.

const CHANGED = 'sitekeeper:hash';
const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
};
const params = () => new URLSearchParams(window.location.hash.slice(1));

/** Replaces the panel's URL hash (`#…` or '') as one change. */
export function replaceHash(hash: string): void {
  const next = hash === '#' ? '' : hash;
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${next}`);
  window.dispatchEvent(new Event(CHANGED));
}

/** The whole hash, for a tool that keeps several keys in it with its own serialization (the review desk). */
export const useHash = (): string => useSyncExternalStore(subscribe, () => window.location.hash);

/** Sets several values of the panel's URL hash at once (null removes one), as one change. */
export function setHashParams(values: Record<string, string | null>): void {
  const p = params();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '') p.delete(key);
    else p.set(key, value);
  }
  replaceHash(`#${p.toString()}`);
}

/** One value of the panel's URL hash, and a setter that replaces it (no history entry; null removes it). */
export function useHashParam(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(subscribe, () => params().get(key));
  const set = useCallback((next: string | null) => setHashParams({ [key]: next }), [key]);
  return [value, set];
}
