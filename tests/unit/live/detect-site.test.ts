// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectSite } from '@/lib/live/detect-site';

function load(name: string): Document {
  const html = readFileSync(resolve('tests/fixtures/live', name), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('site detection on saved live pages', () => {
  it('reads the site id, name and base URL of a Wix page from its wix-fedops data', () => {
    const detection = detectSite(
      load('wix-site-product-page.html'),
      'https://janedoe.wixsite.com/bloom-basket/product-page/linen-tote',
    );
    expect(detection).toEqual({
      kind: 'wix',
      site: {
        siteId: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', // metaSiteId, not the editor's siteId
        name: 'Bloom & Basket',
        baseUrl: 'https://janedoe.wixsite.com/bloom-basket',
      },
    });
  });

  it('recognises a custom-domain Wix site by its markers alone (no wixsite.com), taking metaSiteId, never the editor siteId', () => {
    const detection = detectSite(
      load('wix-custom-domain-page.html'),
      'https://www.mybakery.com/product-page/sourdough',
    );
    expect(detection).toEqual({
      kind: 'wix',
      site: { siteId: '9e1f2a3b-4c5d-4e6f-8a7b-1c2d3e4f5a6b', name: 'My Bakery', baseUrl: 'https://www.mybakery.com' },
    });
  });

  it('reads the site id from the X-Wix-Meta-Site-Id meta tag when the page has no fedops data', () => {
    const detection = detectSite(load('wix-meta-only-page.html'), 'https://www.mybakery.com/contact');
    expect(detection).toEqual({
      kind: 'wix',
      site: { siteId: '9e1f2a3b-4c5d-4e6f-8a7b-1c2d3e4f5a6b', name: 'My Bakery', baseUrl: 'https://www.mybakery.com' },
    });
  });

  it('knows a Wix page that does not say which site it is', () => {
    expect(detectSite(load('wix-site-without-markers.html'), 'https://quiet.studio/')).toEqual({
      kind: 'wix-without-id',
    });
  });

  it('says "not a Wix site" for an ordinary page, even one with look-alike JSON', () => {
    expect(detectSite(load('not-wix.html'), 'https://blog.example/')).toEqual({ kind: 'not-wix' });
  });

  it('does not trust a fedops block whose site id is not a GUID', () => {
    const doc = load('wix-site-product-page.html');
    const script = doc.getElementById('wix-fedops')!;
    script.textContent = '{"data":{"site":{"metaSiteId":"<img src=x onerror=alert(1)>"}}}';
    expect(detectSite(doc, 'https://janedoe.wixsite.com/bloom-basket').kind).toBe('wix-without-id');
  });
});
