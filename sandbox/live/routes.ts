// Serves the live demo pages of each site under /sites/{siteSlug}/... (read from the db per request),
// and, for a site with a custom domain, the same pages at the root of that host (custom-domain.ts).
import { Hono, type Context } from 'hono';
import type { Db } from '../db/open.ts';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { ownOrigin } from '../http/own-origin.ts';
import { getMemberBySlug, listPublicMembers } from '../domains/members/store.ts';
import { getProductBySlug, listProducts } from '../domains/products/store.ts';
import { reviewsForEntity } from '../domains/reviews/store.ts';
import { getSiteBySlug, type SiteRow } from '../domains/sites/store.ts';
import { freeUrl } from '../domains/site-urls/published-urls.ts';
import { homePage } from './home-page.ts';
import type { PageContext } from './layout.ts';
import { productPage } from './product-page.ts';
import { notFoundPage, profilePage } from './profile-page.ts';

/** `{origin}/sites/{slug}` on the sandbox's own origin (the listening socket's, never the Host header's). */
export function liveUrlFor(c: Context<SandboxEnv>, slug: string): string {
  return freeUrl(ownOrigin(c), slug);
}

/** The page's own address as the page reports it: its base URL's origin, the request's path and query. */
const pageUrl = (c: Context<SandboxEnv>, liveUrl: string): string => {
  const { pathname, search } = new URL(c.req.url);
  return `${new URL(liveUrl).origin}${pathname}${search}`;
};

/** Which site a request is for, and the base URL its links stay on. */
export type SiteResolver = (c: Context<SandboxEnv>) => { site: SiteRow; liveUrl: string } | undefined;

/** A page's site; `mediaOrigin` where the request's own context has no socket (the custom domain's inner app). */
type Found = { site: SiteRow; liveUrl: string; mediaOrigin?: string };

/**
 * Registers the pages of one site on `app` under `prefix` (`/:siteSlug` or ``): home (`prefix` and
 * `prefix/`), `prefix/product-page/{slug}`, `prefix/profile/{slug}/profile`.
 */
export function addSitePages(app: Hono<SandboxEnv>, db: Db, prefix: string, resolve: SiteResolver): void {
  const withSite = (c: Context<SandboxEnv>): { site: SiteRow; ctx: PageContext } | undefined => {
    const found: Found | undefined = resolve(c);
    if (!found) return undefined;
    return {
      site: found.site,
      ctx: {
        site: found.site,
        liveUrl: found.liveUrl,
        requestUrl: pageUrl(c, found.liveUrl),
        mediaOrigin: found.mediaOrigin ?? ownOrigin(c),
      },
    };
  };
  const noSite = (c: Context<SandboxEnv>) => c.text('No such sandbox site', 404);

  const home = (c: Context<SandboxEnv>) => {
    const s = withSite(c);
    if (!s) return noSite(c);
    return c.html(homePage(s.ctx, listProducts(db, s.site.id), listPublicMembers(db, s.site.id, 6)));
  };
  if (prefix) app.get(prefix, home);
  app.get(`${prefix}/`, home);

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
}

export function liveRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  addSitePages(app, db, '/:siteSlug', (c) => {
    const site = getSiteBySlug(db, c.req.param('siteSlug') ?? '');
    return site ? { site, liveUrl: liveUrlFor(c, site.slug) } : undefined;
  });
  return app;
}
