import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many columns the grids inside `ref` resolve to (an auto-fill grid: it depends on the
 * panel's width), read again whenever `ref` changes size; null until there is a grid to read.
 */
export function useGridColumns(ref: RefObject<HTMLElement | null>): number | null {
  const [columns, setColumns] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The first grid that resolves its tracks (a grid skipped off screen may report only its template).
    const read = () => {
      for (const grid of el.children) {
        const tracks = getComputedStyle(grid)
          .gridTemplateColumns.split(' ')
          .filter((track) => track.endsWith('px')).length;
        if (tracks > 0) return setColumns(tracks);
      }
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
