import { useEffect, useState, type RefObject } from 'react';

/** Drawn this far below (or above) the panel's visible part counts as in view: its reads start before it is reached. */
const AHEAD = '200px';

/**
 * True once the element has been in (or near) view, and from then on: for what an element reads only
 * when it is seen (a long list's names). Where the browser can't tell, it is in view at once.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
