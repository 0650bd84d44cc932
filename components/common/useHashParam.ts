import { useCallback, useSyncExternalStore } from 'react';

// The panel's own URL keeps what should survive a reload (the open tool, each tool's filters):
// `#tool=reviews&reviews.status=APPROVED`. One key per piece of state, owned by one component.

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('sitekeeper:hash', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('sitekeeper:hash', onChange);
  };
};
const params = () => new URLSearchParams(window.location.hash.slice(1));

/** Sets several values of the panel's URL hash at once (null removes one), as one change. */
export function setHashParams(values: Record<string, string | null>): void {
  const p = params();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '') p.delete(key);
    else p.set(key, value);
  }
  const hash = p.toString();
  window.history.replaceState(
    null,
    '',
    `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`,
  );
  window.dispatchEvent(new Event('sitekeeper:hash'));
}

/** One value of the panel's URL hash, and a setter that replaces it (no history entry; null removes it). */
export function useHashParam(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(subscribe, () => params().get(key));
  const set = useCallback(
    (next: string | null) => {
      const p = params();
      if (next === null || next === '') p.delete(key);
      else p.set(key, next);
      const hash = p.toString();
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`,
      );
      window.dispatchEvent(new Event('sitekeeper:hash'));
    },
    [key],
  );
  return [value, set];
}
