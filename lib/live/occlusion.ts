/**
 * Where the browser can't say whether a control is really seen (Firefox has no IntersectionObserver
 * v2), the guard looks itself at click time: the control must not be transparent or hidden, and at
 * every sampled point of its box the topmost element must be the control's own shadow host (the page
 * sees our closed shadow root as its host), so a page element laid over it, or a control moved out of
 * view, refuses the click.
 */
const SAMPLES = [0.2, 0.5, 0.8];

interface VisibilityOptions {
  opacityProperty?: boolean;
  visibilityProperty?: boolean;
}

export function paintedOnTop(el: Element): boolean {
  // The page's document sees the outermost shadow host (a frame's host may sit in the controls' root).
  let host: Element = el;
  for (let root = host.getRootNode(); root instanceof ShadowRoot; root = host.getRootNode()) host = root.host;
  const check = (el as Element & { checkVisibility?: (o: VisibilityOptions) => boolean }).checkVisibility;
  if (check && !check.call(el, { opacityProperty: true, visibilityProperty: true })) return false;
  const box = el.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return false;
  const doc = el.ownerDocument;
  for (const fx of SAMPLES)
    for (const fy of SAMPLES) {
      const x = box.left + box.width * fx;
      const y = box.top + box.height * fy;
      const top = doc.elementFromPoint(x, y);
      if (!top || (top !== host && !host.contains(top))) return false;
    }
  return true;
}
