// Serves the live demo pages of each site under /sites/{siteSlug}/... (read from the db per request).
import { Hono, type Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { getMemberBySlug, listPublicMembers } from '../domains/members/store.ts';
import { getProductBySlug, listProducts } from '../domains/products/store.ts';
import { reviewsForEntity } from '../domains/reviews/store.ts';
import { getSiteBySlug, type SiteRow } from '../domains/sites/store.ts';
import { homePage } from './home-page.ts';
import type { PageContext } from './layout.ts';
import { productPage } from './product-page.ts';
import { notFoundPage, profilePage } from './profile-page.ts';

/** `{origin}/sites/{slug}`, origin taken from the Host header the request came in on. */
export function liveUrlFor(requestUrl: string, slug: string): string {
  return `${new URL(requestUrl).origin}/sites/${slug}`;
}

export function liveRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  const withSite = (c: Context<SandboxEnv>): { site: SiteRow; ctx: PageContext } | undefined => {
    const site = getSiteBySlug(db, c.req.param('siteSlug') ?? '');
    if (!site) return undefined;
    return { site, ctx: { site, liveUrl: liveUrlFor(c.req.url, site.slug), requestUrl: c.req.url } };
  };
  const noSite = (c: Context<SandboxEnv>) => c.text('No such sandbox site', 404);

  const home = (c: Context<SandboxEnv>) => {
    const s = withSite(c);
    if (!s) return noSite(c);
    return c.html(homePage(s.ctx, listProducts(db, s.site.id), listPublicMembers(db, s.site.id, 6)));
  };
  app.get('/:siteSlug', home);
  app.get('/:siteSlug/', home);

  app.get('/:siteSlug/product-page/:productSlug', (c) => {
    const s = withSite(c);
    if (!s) return noSite(c);
    const product = getProductBySlug(db, s.site.id, c.req.param('productSlug'));
    if (!product) return c.html(notFoundPage(s.ctx), 404);
    return c.html(productPage(s.ctx, product, reviewsForEntity(db, s.site.id, 'stores', product.id)));
  });

  app.get('/:siteSlug/profile/:memberSlug/profile', (c) => {
    const s = withSite(c);
    if (!s) return noSite(c);
    const member = getMemberBySlug(db, s.site.id, c.req.param('memberSlug'));
    if (!member) return c.html(notFoundPage(s.ctx), 404);
    return c.html(profilePage(s.ctx, member));
  });

  return app;
}
