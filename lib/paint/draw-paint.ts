import { isDrawnAttribute, isDrawnTag, PAINT_LIMITS, SVG_NS, type PanelPaint } from './paint-tree';

/**
 * Draws a kept screen into `root` as elements and text nodes (never parsed as markup), inside one
 * inert wrapper: it cannot be clicked or focused, and React's first render replaces it whole
 * (entrypoints/sidepanel/main.tsx). Anything not of the paint tree's shape is skipped. Returns
 * whether anything was drawn.
 */
export function drawPaint(root: Element, tree: unknown): boolean {
  if (!Array.isArray(tree)) return false;
  const doc = root.ownerDocument;
  let nodes = 0;
  const build = (node: unknown, depth: number): Node | null => {
    if (++nodes > PAINT_LIMITS.nodes || depth > PAINT_LIMITS.depth) return null;
    if (typeof node === 'string') return doc.createTextNode(node);
    if (!Array.isArray(node) || typeof node[0] !== 'string' || !isDrawnTag(node[0])) return null;
    const [tag, attributes, ...children] = node as [string, unknown, ...unknown[]];
    const svg = tag.startsWith('svg:');
    const local = svg ? tag.slice(4) : tag;
    const element = svg ? doc.createElementNS(SVG_NS, local) : doc.createElement(local);
    if (typeof attributes === 'object' && attributes !== null) {
      for (const [name, value] of Object.entries(attributes)) {
        if (
          typeof value === 'string' &&
          /^[a-zA-Z][a-zA-Z0-9-]*$/.test(name) &&
          isDrawnAttribute(local, name.toLowerCase(), value)
        ) {
          element.setAttribute(name, value);
        }
      }
    }
    for (const child of children) {
      const built = build(child, depth + 1);
      if (built) element.append(built);
    }
    return element;
  };
  const wrapper = doc.createElement('div');
  wrapper.inert = true;
  wrapper.setAttribute('aria-busy', 'true');
  wrapper.dataset.paint = 'kept';
  for (const node of tree) {
    const built = build(node, 0);
    if (built) wrapper.append(built);
  }
  if (!wrapper.hasChildNodes()) return false;
  root.replaceChildren(wrapper);
  return true;
}

/** Whether a kept screen may be drawn now: the same web tab at the same address, kept after the connection last changed. */
export function paintFits(
  paint: unknown,
  webTab: { id: number; url: string } | null,
  droppedAt: number,
): paint is PanelPaint {
  if (typeof paint !== 'object' || paint === null || !webTab) return false;
  const kept = paint as Partial<PanelPaint>;
  return (
    typeof kept.savedAt === 'number' &&
    kept.savedAt > droppedAt &&
    kept.tab?.id === webTab.id &&
    kept.tab.url === webTab.url &&
    Array.isArray(kept.tree)
  );
}
