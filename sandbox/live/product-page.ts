// Live product page with the reviews widget the content script reads (data-hook markers and
// the wix-warmup-data island, as on a real Wix Stores page).
import type { ProductRow } from '../domains/products/store.ts';
import type { ReviewDoc } from '../domains/reviews/review-doc.ts';
import { formatPrice } from './home-page.ts';
import { html, jsonForScript, raw } from './html.ts';
import { page, type PageContext } from './layout.ts';
import { pictureSrc } from './picture-src.ts';

/** The Wix Reviews app id, the key of its warmup data. */
export const REVIEWS_APP_ID = 'a95a5fce-e370-4402-9ce4-96956acc747d';

export const stars = (rating: number): string => {
  const n = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(n) + '☆'.repeat(5 - n);
};

/** The review's photos as images (web URLs only; the text around them stays escaped text). */
function reviewPhotos(r: ReviewDoc, mediaOrigin: string) {
  const urls = r.content.media.flatMap((m) => (m.image?.url && /^https?:\/\//i.test(m.image.url) ? [m.image.url] : []));
  if (urls.length === 0) return '';
  return html`<ul data-hook="review-media">${urls.map((url, i) => html`<li><img src="${pictureSrc(url, mediaOrigin)}" alt="Photo ${i + 1} of the review" width="96" height="96" loading="lazy"></li>`)}</ul>`;
}

function reviewItem(r: ReviewDoc, mediaOrigin: string) {
  return html`<li data-hook="review-item" data-review-id="${r.id}"><span data-hook="review-author">${r.author.authorName}</span><span data-hook="review-rating" aria-label="${r.content.rating} out of 5 stars">${stars(r.content.rating)}</span><h3 data-hook="review-title">${r.content.title ?? ''}</h3><p data-hook="review-body">${r.content.body ?? ''}</p>${reviewPhotos(r, mediaOrigin)}${r.reply ? html`<p data-hook="review-reply">${r.reply.message}</p>` : ''}</li>`;
}

export function productPage(ctx: PageContext, product: ProductRow, reviews: ReviewDoc[]): string {
  const compId = `comp-${product.id.slice(0, 8)}`;
  const warmup = {
    appsWarmupData: {
      [REVIEWS_APP_ID]: {
        [`reviews_${compId}`]: { namespace: 'stores', entityId: product.id, reviewIds: reviews.map((r) => r.id) },
      },
    },
  };
  const head = html`<script type="application/json" id="wix-warmup-data">${raw(jsonForScript(warmup))}</script>`;
  const body = html`<section class="wixui-section card" id="comp-product-${product.id.slice(0, 8)}" data-hook="product-page" data-product-id="${product.id}">
<h1 data-hook="product-title">${product.name}</h1>
<div class="price" data-hook="product-price">${formatPrice(product)}</div>
<p data-hook="product-description">${product.description}</p>
</section>
<section id="${compId}" class="wixui-section" data-hook="reviews-widget" data-namespace="stores" data-entity-id="${product.id}"><h2>Reviews</h2><ul data-hook="reviews-list">${reviews.map((r) => reviewItem(r, ctx.mediaOrigin))}</ul></section>`;
  return page(ctx, product.name, body, head);
}
