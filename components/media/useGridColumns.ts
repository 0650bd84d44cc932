import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many columns the first grid inside `ref` resolves to (an auto-fill grid: it depends on the
 * panel's width), read again whenever `ref` changes size; null until there is a grid to read.
 */
export function useGridColumns(ref: RefObject<HTMLElement | null>): number | null {
  const [columns, setColumns] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      const grid = el.firstElementChild;
      const tracks = grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').filter((track) => track.endsWith('px')).length : 0;
      if (tracks > 0) setColumns(tracks);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
