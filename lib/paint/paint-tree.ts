// The panel's last screen as plain data (docs/architecture.md "The panel's first paint"): what
// capture-paint.ts takes from the panel's document and draw-paint.ts draws again before the panel's
// bundle has loaded. Elements and text only, each attribute checked against one list on both sides:
// the drawn copy can carry no script, no link and no markup parsed from text.

/** An element: [tag, attributes, ...children]; a tag starting with "svg:" is in the SVG namespace. Text is a string. */
export type PaintNode = string | PaintElement;
export type PaintElement = [tag: string, attributes: Record<string, string>, ...children: PaintNode[]];

/** What is kept in the browser session: the screen, when, and the web tab the panel was about. */
export interface PanelPaint {
  savedAt: number;
  tab: { id: number; url: string };
  tree: PaintNode[];
}

/** Bounds of one kept screen: a longer one is not kept (the panel then opens as before). */
export const PAINT_LIMITS = { nodes: 6000, depth: 60 };

export const SVG_NS = 'http://www.w3.org/2000/svg';

const TAG = /^(svg:)?[a-z][a-z0-9-]*$/;
/** Never drawn, whatever the namespace: what runs, loads or embeds something. */
const REFUSED_TAGS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'slot',
  'portal',
  'svg:script',
  'svg:style',
  'svg:foreignobject',
  'svg:use',
  'svg:image',
  'svg:a',
  'svg:animate',
  'svg:set',
  'svg:animatetransform',
  'svg:animatemotion',
]);
/** Attributes that only shape or label what is drawn (the icons' geometry among them). */
const DRAWN_ATTRIBUTES = new Set([
  'class',
  'style',
  'role',
  'title',
  'alt',
  'lang',
  'dir',
  'type',
  'disabled',
  'checked',
  'open',
  'hidden',
  'placeholder',
  'width',
  'height',
  'viewbox',
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'fill-rule',
  'clip-rule',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'points',
  'transform',
  'src',
]);
/** An image's address: the web's, the extension's own, or an inline image; nothing else is loaded. */
const IMAGE_SRC = /^(https?:|chrome-extension:|moz-extension:|data:image\/(png|jpe?g|gif|webp);)/i;
/** Style that could load something. */
const LOADING_STYLE = /url\(|@import|expression\(/i;

export const isDrawnTag = (tag: string): boolean => TAG.test(tag) && !REFUSED_TAGS.has(tag);

/** Whether an attribute of `tag` is kept and drawn again (names lower case; `data-` and `aria-` always). */
export function isDrawnAttribute(tag: string, name: string, value: string): boolean {
  if (name.startsWith('on')) return false;
  if (name === 'src') return tag === 'img' && IMAGE_SRC.test(value);
  if (name === 'style') return !LOADING_STYLE.test(value);
  return /^(data|aria)-[a-z0-9-]+$/.test(name) || DRAWN_ATTRIBUTES.has(name);
}

/**
 * Their keys in the browser session's storage (lib/storage.ts defines the items on them): the panel's
 * first script reads them raw, without the storage helpers' bundle.
 */
export const PAINT_STORAGE_KEYS = { paint: 'panelPaint', droppedAt: 'panelCacheDroppedAt' } as const;
