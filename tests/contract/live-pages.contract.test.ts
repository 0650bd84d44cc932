// Live demo pages: the exact markers the content script relies on, escaping of hostile seed
// text, and reviews read from the db at request time.
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../sandbox/domains/reviews/review-doc.ts';
import { docs } from './db-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkClient } from './sdk-client.ts';

const { sandbox, site } = useSandbox();
const window = new Window();
afterAll(() => window.happyDOM.close());

async function load(url: string): Promise<{ status: number; text: string; doc: Document }> {
  const res = await fetch(url);
  const text = await res.text();
  const doc = new window.DOMParser().parseFromString(text, 'text/html') as unknown as Document;
  return { status: res.status, text, doc };
}

const jsonIsland = (doc: Document, id: string): unknown => JSON.parse(doc.getElementById(id)!.textContent!);

describe('home page', () => {
  it('carries the Wix markers and links products and members', async () => {
    const { status, doc, text } = await load(`${site.liveUrl}/`);
    expect(status).toBe(200);
    expect(text).toContain('<meta name="generator" content="Wix.com Website Builder">');
    expect(doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe('Bloom & Basket');
    expect(doc.title).toBe('Home | Bloom & Basket');
    const fedops = jsonIsland(doc, 'wix-fedops') as { data: { site: Record<string, unknown> } };
    expect(fedops.data.site).toMatchObject({
      metaSiteId: site.id,
      externalBaseUrl: site.liveUrl,
      siteRevision: 12,
      siteType: 'UGC',
      dc: 'sandbox',
      isResponsive: true,
      editorName: 'Studio',
    });
    expect(fedops.data.site.siteId).not.toBe(site.id);
    const viewer = jsonIsland(doc, 'wix-essential-viewer-model') as Record<string, unknown>;
    expect(viewer).toEqual({ site: { externalBaseUrl: site.liveUrl }, requestUrl: `${site.liveUrl}/` });
    expect(doc.querySelector('#SITE_CONTAINER > #site-root > #masterPage')).not.toBeNull();
    expect(doc.querySelectorAll('a[href*="/product-page/"]').length).toBe(6);
    expect(doc.querySelectorAll('a[href*="/profile/"]').length).toBeGreaterThan(0);
  });
});

describe('product page', () => {
  it('shows the published reviews of the product only (as a real site does), newest first, escaped', async () => {
    const home = await load(`${site.liveUrl}/`);
    const href = home.doc.querySelector('a[href*="/product-page/"]')!.getAttribute('href')!;
    const { status, doc, text } = await load(href);
    expect(status).toBe(200);
    const widget = doc.querySelector('section[data-hook="reviews-widget"]')!;
    expect(widget.id).toMatch(/^comp-/);
    expect(widget.getAttribute('class')).toBe('wixui-section');
    expect(widget.getAttribute('data-namespace')).toBe('stores');
    const productId = widget.getAttribute('data-entity-id')!;

    const expected = docs<ReviewDoc>(sandbox.db, 'reviews', site.id)
      .filter((r) => r.entityId === productId && r.moderation.moderationStatus === 'APPROVED')
      .sort((a, b) => (a.createdDate > b.createdDate ? -1 : a.createdDate < b.createdDate ? 1 : a.id < b.id ? -1 : 1));
    const items = [...doc.querySelectorAll('ul[data-hook="reviews-list"] > li[data-hook="review-item"]')];
    expect(items.map((li) => li.getAttribute('data-review-id'))).toEqual(expected.map((r) => r.id));

    const first = items[0]!;
    const r0 = expected[0]!;
    expect(first.querySelector('[data-hook="review-author"]')!.textContent).toBe(r0.author.authorName);
    expect(first.querySelector('[data-hook="review-rating"]')!.getAttribute('aria-label')).toBe(
      `${r0.content.rating} out of 5 stars`,
    );
    expect(first.querySelector('[data-hook="review-title"]')!.textContent).toBe(r0.content.title);

    // Hostile seed text (site 1, first product) arrives as text, never as markup.
    const ofProduct = docs<ReviewDoc>(sandbox.db, 'reviews', site.id).filter((r) => r.entityId === productId);
    expect(ofProduct.some((r) => r.moderation.moderationStatus === 'IN_MODERATION')).toBe(true); // pending ones exist, and are not shown
    expect(expected.some((r) => r.content.body?.includes('</script>'))).toBe(true);
    expect(text).not.toMatch(/<script>alert/);
    expect(text).not.toMatch(/<img src=x/);
    expect(doc.querySelectorAll('script:not([type="application/json"])').length).toBe(0);
    const titles = items.map((li) => li.querySelector('[data-hook="review-title"]')!.textContent);
    expect(titles).toContain('Tom & "Jerry" <o\'malley>');
    expect(titles).not.toContain('<script>alert("xss-title")</script>Great!'); // pending: not on a live page

    const warmup = jsonIsland(doc, 'wix-warmup-data') as { appsWarmupData: Record<string, Record<string, unknown>> };
    expect(warmup.appsWarmupData['a95a5fce-e370-4402-9ce4-96956acc747d']![`reviews_${widget.id}`]).toEqual({
      namespace: 'stores',
      entityId: productId,
      reviewIds: expected.map((r) => r.id),
    });
  });

  it('reflects moderation done through the API on the next load', async () => {
    const client = sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });
    const home = await load(`${site.liveUrl}/`);
    const href = home.doc.querySelector('a[href*="/product-page/"]')!.getAttribute('href')!;
    const before = await load(href);
    const id = before.doc.querySelector('li[data-hook="review-item"]')!.getAttribute('data-review-id')!;
    await client.reviews.updateModerationStatus(id, { status: 'REJECTED' });
    const after = await load(href);
    expect(after.doc.querySelector(`li[data-review-id="${id}"]`)).toBeNull();
    await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/reset`, { method: 'POST' });
  });

  it('404s for an unknown product, still as a site page', async () => {
    const { status, doc } = await load(`${site.liveUrl}/product-page/no-such-thing`);
    expect(status).toBe(404);
    expect(doc.getElementById('wix-fedops')).not.toBeNull();
  });
});

describe('profile page', () => {
  it('shows the member nickname under the profile markers', async () => {
    const home = await load(`${site.liveUrl}/`);
    const link = home.doc.querySelector('a[href*="/profile/"]')!;
    const { status, doc } = await load(link.getAttribute('href')!);
    expect(status).toBe(200);
    const root = doc.querySelector('div[data-hook="profile-page"]')!;
    expect(link.getAttribute('href')).toContain(`/profile/${root.getAttribute('data-member-slug')}/profile`);
    expect(root.querySelector('h1[data-hook="profile-name"]')!.textContent).toBe(link.textContent);
  });
});
