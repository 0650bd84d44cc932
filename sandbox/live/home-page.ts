// Live home page: site name, product links, a few member profile links.
import type { MemberDoc } from '../domains/members/member-doc.ts';
import type { ProductRow } from '../domains/products/store.ts';
import { html } from './html.ts';
import { page, type PageContext } from './layout.ts';

/** One formatter per currency: making one costs milliseconds, and a page shows every product's price. */
const priceFormats = new Map<string, Intl.NumberFormat>();

export function formatPrice(p: ProductRow): string {
  let format = priceFormats.get(p.currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: p.currency });
    priceFormats.set(p.currency, format);
  }
  return format.format(p.priceCents / 100);
}

export function homePage(ctx: PageContext, products: ProductRow[], members: MemberDoc[]): string {
  const productItems = products.map(
    (p) =>
      html`<li data-hook="product-item" data-product-id="${p.id}"><a href="${ctx.liveUrl}/product-page/${p.slug}">${p.name}</a><div class="price">${formatPrice(p)}</div></li>`,
  );
  const memberItems = members.map(
    (m) =>
      html`<li><a data-hook="member-link" href="${ctx.liveUrl}/profile/${m.profile.slug}/profile">${m.profile.nickname}</a></li>`,
  );
  const body = html`<section class="wixui-section" id="comp-home-hero"><h1>${ctx.site.name}</h1><p>Welcome to our shop.</p></section>
<section class="wixui-section" id="comp-home-products"><h2>Products</h2><ul class="products" data-hook="product-list">${productItems}</ul></section>
<section class="wixui-section" id="comp-home-members"><h2>Our community</h2><ul data-hook="member-list">${memberItems}</ul></section>`;
  return page(ctx, 'Home', body);
}
