import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import { whenQuiet } from '../when-quiet';

/** How long the admin's writes must have gone quiet before what is on screen is read again. */
export const QUIET_MS = 3_000;

/**
 * One refresh of what is on screen once a burst of writes has gone quiet, never one per write: the
 * writes' answers already updated the cache (another admin may still have changed things, which this
 * refresh catches). Each new call restarts the wait; a write still under way postpones it again.
 * Only queries in use are read again; the others are marked stale and read when next shown.
 */
export function refreshWhenQuiet(queryClient: QueryClient, name: string, filters: QueryFilters): void {
  whenQuiet(`refresh ${name}`, QUIET_MS, () => {
    if (queryClient.isMutating() > 0) refreshWhenQuiet(queryClient, name, filters);
    else void queryClient.invalidateQueries(filters);
  });
}
