import { isDrawnAttribute, isDrawnTag, PAINT_LIMITS, SVG_NS, type PaintElement, type PaintNode } from './paint-tree';

/**
 * What is never kept: what the panel shows only for a moment (a dialog, an open menu or list, a toast)
 * and anything marked `data-paint-skip`; a field's typed value is never read (only its placeholder).
 */
const PASSING =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [data-paint-skip]';
/**
 * Fields kept without their content, since it is what the admin typed: a textarea holds its value as
 * its text (React writes a controlled one's value as its default value), an editable area its typed
 * text. An input's value and an option's `selected` are no drawn attribute (paint-tree.ts).
 */
const TYPED_INTO = 'textarea, [contenteditable]:not([contenteditable="false"])';

/** The children of `root` as a paint tree, or null when the screen is larger than PAINT_LIMITS. */
export function capturePaint(root: Element): PaintNode[] | null {
  let nodes = 0;
  const walk = (node: Node, depth: number): PaintNode | null => {
    if (++nodes > PAINT_LIMITS.nodes || depth > PAINT_LIMITS.depth) throw new TooLarge();
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.matches(PASSING)) return null;
    const local = node.localName.toLowerCase();
    const tag = node.namespaceURI === SVG_NS ? `svg:${local}` : local;
    if (!isDrawnTag(tag)) return null;
    const attributes: Record<string, string> = {};
    for (const name of node.getAttributeNames()) {
      const value = node.getAttribute(name) ?? '';
      if (isDrawnAttribute(local, name.toLowerCase(), value)) attributes[name] = value;
    }
    const element: PaintElement = [tag, attributes];
    const below = belowFirstScreen(node);
    if (below !== null) {
      // An empty box as tall as it was: what is above keeps its place, the page its scroll height.
      attributes.style = `${attributes.style ? `${attributes.style};` : ''}height:${below}px`;
      return element;
    }
    if (unseen(node) || node.matches(TYPED_INTO)) return element;
    for (const child of node.childNodes) {
      const kept = walk(child, depth + 1);
      if (kept !== null && kept !== '') element.push(kept);
    }
    return element;
  };
  try {
    return [...root.childNodes].map((child) => walk(child, 0)).filter((n): n is PaintNode => n !== null);
  } catch (error) {
    if (error instanceof TooLarge) return null;
    throw error;
  }
}

class TooLarge extends Error {}

/**
 * An element kept without its content, which would cost the first frame and show nothing: hidden, or
 * a closed disclosure's (its summary stays).
 */
function unseen(node: Element): boolean {
  if (node.hasAttribute('hidden')) return true;
  return node.parentElement instanceof HTMLDetailsElement && !node.parentElement.open && node.localName !== 'summary';
}

/**
 * The height of an element that starts below the panel's first screen (the panel opens at its top),
 * kept without its content: the desk's later cards, a virtual list's overscan. Null for one that shows.
 * Drawing them would cost the first frame tens of milliseconds and show nothing.
 */
function belowFirstScreen(node: Element): number | null {
  if (!(node instanceof HTMLElement)) return null;
  const box = node.getBoundingClientRect();
  return box.top + window.scrollY > window.innerHeight ? Math.round(box.height) : null;
}
