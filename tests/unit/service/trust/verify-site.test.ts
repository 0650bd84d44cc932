import { describe, expect, it } from 'vitest';
import type { AccountSite } from '@/lib/messaging/site';
import { isUnderUrl, verifyClaim } from '@/lib/service/trust/verify-site';

const BAKERY = '9e1f2a3b-4c5d-4e6f-8a7b-1c2d3e4f5a6b';
const FREE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const sites: AccountSite[] = [
  { id: BAKERY, name: 'My Bakery', accountId: 'acc', urls: ['https://www.mybakery.com'] },
  { id: FREE, name: 'Bloom & Basket', accountId: 'acc', urls: ['https://janedoe.wixsite.com/bloom-basket'] },
];

describe('ownership check: a page counts as a site of the connection only at one of its addresses', () => {
  it('accepts a page of an account site at its published URL, custom domain or wixsite.com path', () => {
    expect(verifyClaim(BAKERY, 'https://www.mybakery.com/product-page/sourdough', sites)).toEqual({ kind: 'verified' });
    expect(verifyClaim(FREE, 'https://janedoe.wixsite.com/bloom-basket', sites)).toEqual({ kind: 'verified' });
    expect(verifyClaim(FREE, 'https://janedoe.wixsite.com/bloom-basket/shop?x=1', sites)).toEqual({ kind: 'verified' });
  });

  it('refuses a page that claims an account site but lives elsewhere, and says where the site lives', () => {
    expect(verifyClaim(BAKERY, 'https://evil.wixsite.com/free-site', sites)).toEqual({
      kind: 'elsewhere',
      siteName: 'My Bakery',
      urls: ['https://www.mybakery.com'],
    });
    // Another free site of the same host, and a look-alike path, are elsewhere too.
    expect(verifyClaim(FREE, 'https://janedoe.wixsite.com/bloom-basket-copy', sites).kind).toBe('elsewhere');
    expect(verifyClaim(FREE, 'https://janedoe.wixsite.com/other-site', sites).kind).toBe('elsewhere');
    expect(verifyClaim(BAKERY, 'http://www.mybakery.com/', sites).kind).toBe('elsewhere'); // another scheme is another origin
    expect(verifyClaim(BAKERY, 'https://www.mybakery.com.evil.example/', sites).kind).toBe('elsewhere');
  });

  it('refuses an id that is not one of the account sites, and has no verdict without a connection', () => {
    expect(verifyClaim('11111111-2222-4333-8444-555555555555', 'https://www.mybakery.com/', sites)).toEqual({
      kind: 'foreign',
    });
    expect(verifyClaim(BAKERY, 'https://www.mybakery.com/', null)).toEqual({ kind: 'unverified' });
  });

  it('matches whole path segments on the same origin only', () => {
    expect(isUnderUrl('https://a.example/shop', 'https://a.example/shop/')).toBe(true);
    expect(isUnderUrl('https://a.example/shopping', 'https://a.example/shop')).toBe(false);
    expect(isUnderUrl('https://A.EXAMPLE/x', 'https://a.example')).toBe(true);
    expect(isUnderUrl('https://a.example:8443/x', 'https://a.example')).toBe(false);
    expect(isUnderUrl('not a url', 'https://a.example')).toBe(false);
  });
});

describe('enabling is per origin of one of the site addresses', () => {
  it('accepts the origin of a path-based address and of a custom domain, nothing else', async () => {
    const { siteHasOrigin } = await import('@/lib/service/trust/verify-site');
    expect(siteHasOrigin(FREE, 'https://janedoe.wixsite.com', sites)).toBe(true);
    expect(siteHasOrigin(BAKERY, 'https://www.mybakery.com', sites)).toBe(true);
    expect(siteHasOrigin(BAKERY, 'https://janedoe.wixsite.com', sites)).toBe(false);
    expect(siteHasOrigin(BAKERY, 'https://www.mybakery.com', null)).toBe(false);
  });
});
