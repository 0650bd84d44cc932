import type { ItemRef } from '../messaging/reviews';
import { REVIEWS_APP_ID, selectors, WIDGET_ENTITY_ATTR, WIDGET_NAMESPACE_ATTR } from './selectors';

// Which item's reviews a page shows, from the page's own data: the widget's attributes, else the
// Reviews app's warmup data. Plain checks, no schema library (the content script's size counts).

export interface PageItem {
  item: ItemRef;
  /** The widget element to put the strip next to, when one is recognised. */
  widget: Element | null;
}

const NAMESPACE = /^[\w.-]{1,100}$/;
function asItem(namespace: unknown, entityId: unknown): ItemRef | null {
  if (typeof namespace !== 'string' || typeof entityId !== 'string') return null;
  const ns = namespace.trim();
  const id = entityId.trim();
  return NAMESPACE.test(ns) && id.length > 0 && id.length <= 200 ? { namespace: ns, entityId: id } : null;
}

/** The Reviews app's warmup entries (`reviews_<comp id>: {namespace, entityId, …}`): the first naming an item. */
export function itemFromWarmupData(doc: Document): ItemRef | null {
  const text = doc.querySelector(selectors.warmupData)?.textContent;
  if (!text || text.length > 2_000_000) return null;
  try {
    const data = JSON.parse(text) as {
      appsWarmupData?: Record<string, Record<string, { namespace?: unknown; entityId?: unknown }>>;
    };
    const app = data.appsWarmupData?.[REVIEWS_APP_ID];
    for (const entry of Object.values(app ?? {})) {
      const item = typeof entry === 'object' && entry !== null ? asItem(entry.namespace, entry.entityId) : null;
      if (item) return item;
    }
  } catch {
    /* not JSON: no item from here */
  }
  return null;
}

/** The item whose reviews the page shows, or null (then the page has no reviews widget of an item). */
export function findPageItem(doc: Document): PageItem | null {
  for (const widget of doc.querySelectorAll(selectors.reviewsWidget)) {
    const item = asItem(widget.getAttribute(WIDGET_NAMESPACE_ATTR), widget.getAttribute(WIDGET_ENTITY_ATTR));
    if (item) return { item, widget };
  }
  const item = itemFromWarmupData(doc);
  return item ? { item, widget: doc.querySelector(selectors.reviewsWidget) } : null;
}
