// A site's custom-domain-like address: a request whose Host is a site's custom domain (e.g.
// `bloom.localhost:4010`; Chromium resolves *.localhost to loopback) gets that site's live pages
// at the root, with links and fedops `externalBaseUrl` on `http://{domain}:{port}`. Nothing else
// (no provider API, no /_sandbox) answers on that host, as on a real connected domain.
import { Hono, type MiddlewareHandler } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { siteIdForCustomDomain } from '../domains/sites/profiles.ts';
import { getSite } from '../domains/sites/store.ts';
import { notFoundPage } from './profile-page.ts';
import { addSitePages } from './routes.ts';

/** The Host header's name, lower case, without the port. */
function hostName(host: string | undefined): string {
  if (!host) return '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase().replace(/\.$/, '');
}

export function customDomainPages({ db }: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  const resolve = (host: string | undefined) => {
    const siteId = siteIdForCustomDomain(db, hostName(host));
    const site = siteId ? getSite(db, siteId) : undefined;
    return site ? { site, liveUrl: new URL('/', `http://${host}`).origin } : undefined;
  };
  const pages = new Hono<SandboxEnv>();
  addSitePages(pages, db, '', (c) => resolve(c.req.header('host')));
  pages.notFound((c) => {
    const found = resolve(c.req.header('host'));
    return found
      ? c.html(notFoundPage({ site: found.site, liveUrl: found.liveUrl, requestUrl: c.req.url }), 404)
      : c.text('Not found', 404);
  });

  return async (c, next) => {
    if (!resolve(c.req.header('host'))) return next();
    return pages.fetch(c.req.raw);
  };
}
