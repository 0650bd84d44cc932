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
} as const;

/** The http-equiv name of the site id tag (attribute values compare case-insensitively). */
export const META_SITE_ID = 'x-wix-meta-site-id';

export const WIX_GENERATOR = /Wix\.com Website Builder/i;
