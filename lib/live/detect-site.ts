import { DetectedSite, type Detection } from '../messaging/site';
import { selectors, WIX_GENERATOR } from './selectors';

interface FedopsSite {
  metaSiteId?: unknown;
  externalBaseUrl?: unknown;
}

function readFedops(doc: Document): FedopsSite | null {
  const text = doc.querySelector(selectors.fedops)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    const site = (data as { data?: { site?: unknown } } | null)?.data?.site;
    return typeof site === 'object' && site !== null ? (site as FedopsSite) : null;
  } catch {
    return null;
  }
}

/** Several weak signals rather than one: owners and hardening can remove any single marker. */
function looksLikeWix(doc: Document): boolean {
  const generator = doc.querySelector(selectors.generator)?.getAttribute('content') ?? '';
  return WIX_GENERATOR.test(generator) || doc.querySelector(selectors.wixScripts) !== null || doc.querySelector(selectors.wixContainers) !== null;
}

function siteName(doc: Document, url: URL): string {
  const og = doc.querySelector(selectors.siteName)?.getAttribute('content')?.trim();
  if (og) return og;
  const title = doc.title.split(/\s[|–-]\s/).pop()?.trim();
  return title || url.hostname;
}

/** Reads the live page's own markers: which Wix site is this, if any. */
export function detectSite(doc: Document, pageUrl: string): Detection {
  const fedops = readFedops(doc);
  const url = new URL(pageUrl);
  if (fedops) {
    const candidate = DetectedSite.safeParse({
      siteId: fedops.metaSiteId,
      name: siteName(doc, url).slice(0, 300),
      baseUrl: typeof fedops.externalBaseUrl === 'string' && fedops.externalBaseUrl ? fedops.externalBaseUrl : url.origin,
    });
    if (candidate.success) return { kind: 'wix', site: candidate.data };
    return { kind: 'wix-without-id' };
  }
  return looksLikeWix(doc) ? { kind: 'wix-without-id' } : { kind: 'not-wix' };
}
