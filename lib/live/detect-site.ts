import { isGuid } from '../messaging/wire/ids';
import type { Detection } from '../messaging/site';
import { META_SITE_ID, selectors, WIX_GENERATOR } from './selectors';

// No schema library here: this runs in every live page (content script and the on-demand
// detector), where bundle size counts. The background checks the result with the protocol's schema.

interface SiteMarkers {
  metaSiteId?: unknown;
  externalBaseUrl?: unknown;
}

/** `{"data":{"site":{...}}}` of wix-fedops, or `{"site":{...}}` of the viewer model. */
function readJsonSite(doc: Document, selector: string, path: 'data.site' | 'site'): SiteMarkers | null {
  const text = doc.querySelector(selector)?.textContent;
  if (!text) return null;
  try {
    let node: unknown = JSON.parse(text);
    for (const key of path.split('.'))
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    return typeof node === 'object' && node !== null ? (node as SiteMarkers) : null;
  } catch {
    return null;
  }
}

/** Several weak signals rather than one: owners and hardening can remove any single marker. */
function looksLikeWix(doc: Document): boolean {
  const generator = doc.querySelector(selectors.generator)?.getAttribute('content') ?? '';
  return (
    WIX_GENERATOR.test(generator) ||
    doc.querySelector(selectors.wixScripts) !== null ||
    doc.querySelector(selectors.wixContainers) !== null
  );
}

function siteName(doc: Document, url: URL): string {
  const og = doc.querySelector(selectors.siteName)?.getAttribute('content')?.trim();
  if (og) return og;
  const title = doc.title
    .split(/\s[|–-]\s/)
    .pop()
    ?.trim();
  return title || url.hostname;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reads the live page's own markers: which Wix site does it say it is, if any. The metaSiteId (the
 * id `wix-site-id` takes) comes from wix-fedops, the full viewer model, or the X-Wix-Meta-Site-Id
 * meta tag; fedops' `siteId` is the editor document's id and is never used.
 */
export function detectSite(doc: Document, pageUrl: string): Detection {
  const url = new URL(pageUrl);
  const fedops = readJsonSite(doc, selectors.fedops, 'data.site');
  const viewer = readJsonSite(doc, selectors.viewerModel, 'site');
  const meta = [...doc.querySelectorAll(selectors.metaHttpEquiv)]
    .find((m) => m.getAttribute('http-equiv')?.toLowerCase() === META_SITE_ID)
    ?.getAttribute('content')
    ?.trim();
  const claimed = [fedops?.metaSiteId, viewer?.metaSiteId, meta].find((v) => v !== undefined && v !== null && v !== '');
  if (claimed === undefined) return looksLikeWix(doc) || fedops ? { kind: 'wix-without-id' } : { kind: 'not-wix' };
  if (!isGuid(claimed)) return { kind: 'wix-without-id' };
  const baseUrl = httpUrl(fedops?.externalBaseUrl) ?? httpUrl(viewer?.externalBaseUrl) ?? url.origin;
  return { kind: 'wix', site: { siteId: claimed, name: siteName(doc, url).slice(0, 300), baseUrl } };
}
