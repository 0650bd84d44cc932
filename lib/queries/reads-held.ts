import { useEffect, useState } from 'react';
import { readsHeldItem, type ReadsHeld } from '../storage';

/** What the panel's notice says about a site's reads: held for the admin's writes, or slowed down for `seconds` more. */
export type ReadsHeldNow = { reason: 'budget' } | { reason: 'rateLimited'; seconds: number };

export function readsHeldNow(held: ReadsHeld | undefined, now: number): ReadsHeldNow | null {
  if (!held) return null;
  if (held.reason === 'budget') return held;
  const seconds = Math.ceil((held.until - now) / 1000);
  // Past its end, the hold is over: the background's word that reads flow is on its way.
  return seconds > 0 ? { reason: 'rateLimited', seconds } : null;
}

/**
 * Whether the background holds back this panel's reads of `siteId` (its request budget,
 * docs/architecture.md "The request budget"), from `session:readsHeld`; the seconds left of a
 * provider's "slow down" count down once a second.
 */
export function useReadsHeld(siteId: string | null): ReadsHeldNow | null {
  const [all, setAll] = useState<Record<string, ReadsHeld>>({});
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    let changed = false; // a change seen while the first read was under way is newer than what it reads
    const unwatch = readsHeldItem.watch((value) => {
      changed = true;
      setAll(value);
    });
    void readsHeldItem.getValue().then((value) => live && !changed && setAll(value));
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  const held = siteId === null ? undefined : all[siteId];
  const until = held?.reason === 'rateLimited' ? held.until : null;
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [until]);
  return readsHeldNow(held, now);
}
