// Serves the live demo pages of each site under /sites/{siteSlug}/... (read from the db per request),
// and of a site with a custom domain also at the root of `http://<name>.localhost:<port>/`.
import { Hono, type Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { getMemberBySlug, listPublicMembers } from '../domains/members/store.ts';
import { getProductBySlug, listProducts } from '../domains/products/store.ts';
import { reviewsForEntity } from '../domains/reviews/store.ts';
import { CUSTOM_DOMAINS } from '../domains/sites/custom-domains.ts';
import { getSiteBySlug, type SiteRow } from '../domains/sites/store.ts';
import { homePage } from './home-page.ts';
import type { PageContext } from './layout.ts';
import { productPage } from './product-page.ts';
import { notFoundPage, profilePage } from './profile-page.ts';

/** `{origin}/sites/{slug}`, origin taken from the Host header the request came in on. */
export function liveUrlFor(requestUrl: string, slug: string): string {
  return `${new URL(requestUrl).origin}/sites/${slug}`;
}

type Resolve = (c: Context<SandboxEnv>) => { site: SiteRow; liveUrl: string } | undefined;

/** /sites/{siteSlug}/...: every demo site, under the sandbox's own origin. */
export function liveRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const resolve: Resolve = (c) => {
    const site = getSiteBySlug(deps.db, c.req.param('siteSlug') ?? '');
    return site && { site, liveUrl: liveUrlFor(c.req.url, site.slug) };
  };
  return livePages(deps, '/:siteSlug', resolve);
}

/** The hostname of a custom-domain request (`bloom.localhost`), or undefined. */
export function customDomainSlug(requestUrl: string): string | undefined {
  return CUSTOM_DOMAINS[new URL(requestUrl).hostname.toLowerCase()];
}

/** The pages of a site with a custom domain, at the root of that domain; links stay on it. */
export function customDomainRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const resolve: Resolve = (c) => {
    const slug = customDomainSlug(c.req.url);
    const site = slug ? getSiteBySlug(deps.db, slug) : undefined;
    return site && { site, liveUrl: new URL(c.req.url).origin };
  };
  return livePages(deps, '', resolve);
}

function livePages({ db }: SandboxDeps, prefix: string, resolve: Resolve): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  const withSite = (c: Context<SandboxEnv>): { site: SiteRow; ctx: PageContext } | undefined => {
    const found = resolve(c);
    if (!found) return undefined;
    return { site: found.site, ctx: { site: found.site, liveUrl: found.liveUrl, requestUrl: c.req.url } };
  };
  const noSite = (c: Context<SandboxEnv>) => c.text('No such sandbox site', 404);

  const home = (c: Context<SandboxEnv>) => {
    const s = withSite(c);
    if (!s) return noSite(c);
    return c.html(homePage(s.ctx, listProducts(db, s.site.id), listPublicMembers(db, s.site.id, 6)));
  };
  app.get(prefix || '/', home);
  if (prefix) app.get(`${prefix}/`, home);

  app.get(`${prefix}/product-page/:productSlug`, (c) => {
    const s = withSite(c);
    if (!s) return noSite(c);
    const product = getProductBySlug(db, s.site.id, c.req.param('productSlug'));
    if (!product) return c.html(notFoundPage(s.ctx), 404);
    return c.html(productPage(s.ctx, product, reviewsForEntity(db, s.site.id, 'stores', product.id)));
  });

  app.get(`${prefix}/profile/:memberSlug/profile`, (c) => {
    const s = withSite(c);
    if (!s) return noSite(c);
    const member = getMemberBySlug(db, s.site.id, c.req.param('memberSlug'));
    if (!member) return c.html(notFoundPage(s.ctx), 404);
    return c.html(profilePage(s.ctx, member));
  });

  return app;
}
