// GET /oauth2/wix-page?redirectSessionId=: the stand-in of the Wix page a checkout, product,
// bookings or payment-request session leads to (intent-view.ts says what it shows and links to).
import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { ownOrigin } from '../../http/own-origin.ts';
import { getProductBySlug } from '../products/store.ts';
import { freeUrl } from '../site-urls/published-urls.ts';
import { getSite } from '../sites/store.ts';
import { callbackCheck } from './callback-hosts.ts';
import { intentPage } from './intent-page.ts';
import { intentView } from './intent-view.ts';
import { PAGE_INTENTS, type PageIntentName } from './intent-schemas.ts';
import { messagePage, PAGE_HEADERS } from './login-page.ts';
import { getRedirectSession, type PageSession, type RedirectSession } from './redirect-sessions.ts';

const isPageSession = (s: RedirectSession): s is RedirectSession & { request: PageSession } =>
  PAGE_INTENTS.includes(s.request.intent as PageIntentName);

export function registerIntentPages(app: Hono<SandboxEnv>, { db, allowExtensions }: SandboxDeps): void {
  app.get('/wix-page', (c) => {
    const session = getRedirectSession(db, c.req.query('redirectSessionId') ?? '', Date.now());
    const site = session ? getSite(db, session.siteId) : undefined;
    if (!session || !site || !isPageSession(session))
      return c.html(
        messagePage('Link expired', 'This link is unknown or has expired. Start again from the site.'),
        404,
        PAGE_HEADERS,
      );
    const siteHome = freeUrl(ownOrigin(c), site.slug);
    const product =
      session.request.intent === 'storesProduct'
        ? getProductBySlug(db, site.id, session.request.params.productSlug)
        : undefined;
    const view = intentView(session, {
      siteName: site.name,
      siteHome,
      product: product && { name: product.name, url: `${siteHome}/product-page/${product.slug}` },
      allows: callbackCheck(db, site.id, ownOrigin(c), allowExtensions),
    });
    return c.html(intentPage(view, site.name), 200, PAGE_HEADERS);
  });
}
