// /_sandbox/sites/{siteId}/oauth-redirect-domains: the site's OAuth client's allowed redirect
// domains (domains/identity/redirect-domains.ts), where redirect sessions' callbacks may lead. GET
// lists them with the domains allowed by rule, POST {domain} adds one (at most 20), DELETE ?domain=
// removes one. POST …/form is the inspection page's form (add or remove, then back to the page).
// Kept across resets.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { notFound, ProviderError, validationError } from '../http/errors.ts';
import { ownOrigin } from '../http/own-origin.ts';
import { parseInput, readForm, readJsonBody } from '../http/validate.ts';
import { html } from '../live/html.ts';
import { ruleDomains } from '../domains/identity/callback-hosts.ts';
import {
  addRedirectDomain,
  listedRedirectDomains,
  MAX_REDIRECT_ENTRIES,
  redirectDomain,
  removeRedirectDomain,
} from '../domains/identity/redirect-domains.ts';
import { siteProfile } from '../domains/sites/profiles.ts';
import { siteFromParam } from './site-param.ts';

const addBody = z.strictObject({ domain: redirectDomain });
const removeQuery = z.object({ domain: redirectDomain });
const formBody = z.object({
  domain: redirectDomain,
  action: z.enum(['add', 'remove']),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  back: z.literal('console').optional(),
});

const full = (): ProviderError =>
  validationError([
    {
      field: 'domain',
      description: `would make more than ${MAX_REDIRECT_ENTRIES} allowed redirect domains (the OAuth app's limit); remove one first`,
      violatedRule: 'MAX_SIZE',
    },
  ]);

export function redirectDomainsRoutes({ db, allowExtensions }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const list = (c: Context<SandboxEnv>, siteId: string, clientId: string) => ({
    clientId,
    redirectDomains: listedRedirectDomains(db, clientId),
    maxRedirectDomains: MAX_REDIRECT_ENTRIES,
    allowedByRule: ruleDomains(new URL(ownOrigin(c)).hostname, siteProfile(db, siteId).customDomain, allowExtensions),
  });

  app.get('/sites/:siteId/oauth-redirect-domains', (c) => {
    const site = siteFromParam(db, c);
    return c.json(list(c, site.id, site.oauthClientId));
  });

  app.post('/sites/:siteId/oauth-redirect-domains', async (c) => {
    const site = siteFromParam(db, c);
    const { domain } = parseInput(addBody, await readJsonBody(c));
    if (!addRedirectDomain(db, site.oauthClientId, domain)) throw full();
    return c.json(list(c, site.id, site.oauthClientId));
  });

  app.delete('/sites/:siteId/oauth-redirect-domains', (c) => {
    const site = siteFromParam(db, c);
    const { domain } = parseInput(removeQuery, c.req.query());
    if (!removeRedirectDomain(db, site.oauthClientId, domain)) throw notFound('Redirect domain', domain);
    return c.json(list(c, site.id, site.oauthClientId));
  });

  app.post('/sites/:siteId/oauth-redirect-domains/form', async (c) => {
    const site = siteFromParam(db, c);
    try {
      const { domain, action, page, back } = parseInput(formBody, await readForm(c));
      if (action === 'add' && !addRedirectDomain(db, site.oauthClientId, domain)) throw full();
      if (action === 'remove' && !removeRedirectDomain(db, site.oauthClientId, domain))
        throw notFound('Redirect domain', domain);
      const anchor = `#redirect-domains-${encodeURIComponent(site.id)}`;
      if (back === 'console')
        return c.redirect(
          `/_sandbox/console/sites/${encodeURIComponent(site.id)}?done=Redirect%20domains%20changed.${anchor}`,
          303,
        );
      return c.redirect(`/_sandbox?page=${page ?? 1}${anchor}`, 303);
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      // The form's answer is a page: the refusal in words, and the way back.
      return c.html(
        html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not changed</title></head>
<body><h1>The redirect domains were not changed</h1><p role="alert">${e.message}</p>
<p><a href="/_sandbox#redirect-domains-${site.id}">Back to the sandbox page</a></p></body></html>`.html,
        e.status === 404 ? 404 : 400,
      );
    }
  });
  return app;
}
