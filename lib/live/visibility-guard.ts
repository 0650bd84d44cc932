/**
 * Clickjacking guard for in-page controls: a click counts only if the control has been really
 * visible to the person (not transparent, not covered, not transformed away) for a moment.
 * Uses IntersectionObserver v2 (`trackVisibility`), which Chromium computes from what is painted;
 * where the browser lacks it, the guard can't tell and lets clicks through.
 */
const VISIBLE_FOR_MS = 500;

interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean;
}

export interface VisibilityGuard {
  /** True when the element has been visible for at least VISIBLE_FOR_MS (or visibility can't be tracked). */
  seenLongEnough(): boolean;
  stop(): void;
}

export function guardVisibility(element: Element, now: () => number = () => performance.now()): VisibilityGuard {
  if (typeof IntersectionObserver === 'undefined') return { seenLongEnough: () => true, stop: () => undefined };
  let visibleSince: number | null = null;
  let tracked = false;
  let observer: IntersectionObserver;
  try {
    const options = { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries as VisibilityEntry[]) {
        if (typeof entry.isVisible !== 'boolean') continue;
        tracked = true;
        visibleSince = entry.isVisible ? (visibleSince ?? now()) : null;
      }
    }, options);
    observer.observe(element);
  } catch {
    return { seenLongEnough: () => true, stop: () => undefined };
  }
  return {
    seenLongEnough: () => !tracked || (visibleSince !== null && now() - visibleSince >= VISIBLE_FOR_MS),
    stop: () => observer.disconnect(),
  };
}

/**
 * The same guard for many elements with one observer (the strip's buttons): each element counts as
 * visible on its own, so a tall control box partly out of view still takes clicks on what is in view.
 */
export function guardElements(now: () => number = () => performance.now()): {
  watch(el: Element): void;
  seenLongEnough(el: Element): boolean;
} {
  if (typeof IntersectionObserver === 'undefined') return { watch: () => undefined, seenLongEnough: () => true };
  const since = new WeakMap<Element, number | null>();
  let tracked = false;
  let observer: IntersectionObserver | null = null;
  try {
    const options = { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries as VisibilityEntry[]) {
        if (typeof entry.isVisible !== 'boolean') continue;
        tracked = true;
        since.set(entry.target, entry.isVisible ? (since.get(entry.target) ?? now()) : null);
      }
    }, options);
  } catch {
    observer = null;
  }
  return {
    watch: (el) => observer?.observe(el),
    seenLongEnough: (el) => {
      if (!observer || !tracked) return true;
      const s = since.get(el);
      return s !== undefined && s !== null && now() - s >= VISIBLE_FOR_MS;
    },
  };
}
