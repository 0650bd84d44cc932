import { paintedOnTop } from './occlusion';

/**
 * Clickjacking guard for in-page controls: a click counts only if the control has been really
 * visible to the person (not transparent, not covered, not transformed away) for a moment.
 * Uses IntersectionObserver v2 (`trackVisibility`), which Chromium computes from what is painted.
 * Where the browser lacks it (Firefox), the control must have been wholly in view for the moment
 * (IntersectionObserver v1) and be painted on top, unhidden, when clicked (occlusion.ts).
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
  const guard = guardElements(now);
  guard.watch(element);
  return { seenLongEnough: () => guard.seenLongEnough(element), stop: guard.stop };
}

/**
 * The same guard for many elements with one observer (the strip's buttons): each element counts as
 * visible on its own, so a tall control box partly out of view still takes clicks on what is in view.
 */
export function guardElements(now: () => number = () => performance.now()): {
  watch(el: Element): void;
  seenLongEnough(el: Element): boolean;
  stop(): void;
} {
  const since = new WeakMap<Element, number | null>();
  // v2 answers `isVisible` (painted, unoccluded); without it the entries still say whether the
  // element is wholly in view, and the click itself is checked for occlusion.
  let tracksPaint = false;
  let observer: IntersectionObserver | null = null;
  try {
    const options = { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries as VisibilityEntry[]) {
        if (typeof entry.isVisible === 'boolean') tracksPaint = true;
        const seen = typeof entry.isVisible === 'boolean' ? entry.isVisible : entry.intersectionRatio >= 1;
        since.set(entry.target, seen ? (since.get(entry.target) ?? now()) : null);
      }
    }, options);
  } catch {
    observer = null;
  }
  const longEnough = (el: Element) => {
    const s = since.get(el);
    return s !== undefined && s !== null && now() - s >= VISIBLE_FOR_MS;
  };
  return {
    watch: (el) => observer?.observe(el),
    seenLongEnough: (el) => {
      if (tracksPaint) return longEnough(el);
      // No paint tracking: in view for the moment (when the browser can say so), and on top now.
      return (!observer || longEnough(el)) && paintedOnTop(el);
    },
    stop: () => observer?.disconnect(),
  };
}

let shared: ReturnType<typeof guardElements> | null = null;
/** One guard for every control host and frame of the page (each element still counts on its own). */
export const pageGuard = (): ReturnType<typeof guardElements> => (shared ??= guardElements());
