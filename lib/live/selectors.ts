/**
 * Every live-page selector, in one place. Wix changes its viewer markup often: keep old variants as
 * dated fallbacks instead of replacing them. JSON data blocks beat hashed class names.
 */
export const selectors = {
  /** `{"data":{"site":{"metaSiteId",...,"externalBaseUrl"}}}`: every capture 2021–2025. */
  fedops: 'script#wix-fedops[type="application/json"]',
  /** The full viewer model (`{"site":{"metaSiteId",...}}`), on older and some current pages. */
  viewerModel: 'script#wix-viewer-model[type="application/json"]',
  /** `<meta http-equiv="X-Wix-Meta-Site-Id" content="<metaSiteId>">`, on custom domains too. */
  metaHttpEquiv: 'meta[http-equiv]',
  generator: 'meta[name="generator"]',
  siteName: 'meta[property="og:site_name"]',
  wixScripts: 'script[src*="static.parastorage.com"]',
  wixContainers: '#SITE_CONTAINER, #masterPage, [class*="wixui-"]',
  /** Review items of the Wix Reviews widget (the sandbox's rendering; real widget markup unconfirmed). */
  reviewItem: '[data-hook="review-item"][data-review-id]',
  /** The reviews widget of one item, naming it (the sandbox's rendering; real widget markup unconfirmed). */
  reviewsWidget: '[data-hook="reviews-widget"]',
  /** `{"appsWarmupData":{"<app id>":{...}}}`: server-rendered app data, the Reviews app's among it. */
  warmupData: 'script#wix-warmup-data[type="application/json"]',
} as const;

/** The Wix Reviews app: its warmup data names the item a page's reviews widget shows (docs/live-pages.md §2.1). */
export const REVIEWS_APP_ID = 'a95a5fce-e370-4402-9ce4-96956acc747d';

/** Attributes of a widget element naming its item. */
export const WIDGET_NAMESPACE_ATTR = 'data-namespace';
export const WIDGET_ENTITY_ATTR = 'data-entity-id';

/** The http-equiv name of the site id tag (attribute values compare case-insensitively). */
export const META_SITE_ID = 'x-wix-meta-site-id';

export const WIX_GENERATOR = /Wix\.com Website Builder/i;
