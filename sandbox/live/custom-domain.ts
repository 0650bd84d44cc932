// A site's custom-domain-like address: a request whose Host is a site's custom domain on the
// sandbox's own port (e.g. `bloom.localhost:4010`; Chromium resolves *.localhost to loopback) gets
// that site's live pages at the root, with links and fedops `externalBaseUrl` on
// `http://{domain}:{port}`, the port being the listening socket's (the host guard has refused any
// other port before this runs). Nothing else (no provider API, no /_sandbox) answers on that host,
// as on a real connected domain.
import { Hono, type MiddlewareHandler } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { hostnameOf } from '../http/origin-policy.ts';
import { siteIdForCustomDomain } from '../domains/sites/profiles.ts';
import { getSite, type SiteRow } from '../domains/sites/store.ts';
import { notFoundPage } from './profile-page.ts';
import { addSitePages } from './routes.ts';

type Found = { site: SiteRow; liveUrl: string; mediaOrigin: string };

export function customDomainPages({ db }: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  // The outer middleware resolves the site once per request; the pages app reads it back.
  const resolved = new WeakMap<Request, Found>();
  const pages = new Hono<SandboxEnv>();
  addSitePages(pages, db, '', (c) => resolved.get(c.req.raw));
  pages.notFound((c) => {
    const found = resolved.get(c.req.raw);
    if (!found) return c.text('Not found', 404);
    const requestUrl = `${found.liveUrl}${c.req.path}`;
    return c.html(notFoundPage({ ...found, requestUrl }), 404);
  });

  return async (c, next) => {
    const domain = hostnameOf(c.req.header('host') ?? '').replace(/\.$/, '');
    const siteId = siteIdForCustomDomain(db, domain);
    const site = siteId ? getSite(db, siteId) : undefined;
    if (!site) return next();
    const own = c.get('own');
    resolved.set(c.req.raw, { site, liveUrl: `http://${domain}:${own.port}`, mediaOrigin: own.origin });
    return pages.fetch(c.req.raw, c.env);
  };
}
