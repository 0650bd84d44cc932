import { useEffect, useRef } from 'react';
import { dismissToast } from '@/lib/queries/feedback';

/**
 * A toast belongs to the place it spoke for (a tool, a site, the Reviews tab's scope): when `place`
 * changes, the toast goes, with its Undo, so no Undo is left over a screen it would not act on.
 */
export function useToastLeavesWith(place: string | null): void {
  const shown = useRef(place);
  useEffect(() => {
    if (shown.current !== place) dismissToast();
    shown.current = place;
  }, [place]);
}
