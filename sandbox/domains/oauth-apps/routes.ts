// The OAuth Apps API for the site's own OAuth app (its `oauth_client_id`): GET
// /oauth-app/v1/oauth-apps/{id} and PATCH with {oAuthApp, mask: {paths}}. The sandbox keeps only the
// two allow-lists, allowedRedirectUris (exact, domains/identity/redirect-uris.ts) and
// allowedRedirectDomains (domains/identity/redirect-domains.ts), at most 20 each. A PATCH without
// mask.paths updates nothing (as the provider); a path it does not keep is a 400 rather than ignored.
// Admin calls only (API key + wix-site-id, or the site's app).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import {
  listedRedirectDomains,
  MAX_REDIRECT_ENTRIES,
  redirectDomain,
  replaceRedirectDomains,
} from '../identity/redirect-domains.ts';
import { addedRedirectUris, redirectUriValue, replaceRedirectUris } from '../identity/redirect-uris.ts';
import { clientOfSite, type SiteClient } from '../identity/site-clients.ts';
import { siteProfile } from '../sites/profiles.ts';

/** The fields the provider lets an update change; the sandbox keeps the last two. */
const UPDATABLE = ['name', 'description', 'loginUrl', 'logoutUrl', 'technology'] as const;
const KEPT = ['allowedRedirectUris', 'allowedRedirectDomains'] as const;

const patchBody = z.looseObject({
  oAuthApp: z.looseObject({
    allowedRedirectUris: z.array(redirectUriValue).max(MAX_REDIRECT_ENTRIES).nullish(),
    allowedRedirectDomains: z.array(redirectDomain).max(MAX_REDIRECT_ENTRIES).nullish(),
  }),
  mask: z.looseObject({ paths: z.array(z.string().max(100)).max(20).nullish() }).nullish(),
});

function oAuthApp(db: Db, client: SiteClient) {
  return {
    id: client.clientId,
    name: client.siteName,
    description: '',
    createdDate: siteProfile(db, client.siteId).createdDate,
    allowedRedirectUris: addedRedirectUris(db, client.clientId),
    allowedRedirectDomains: listedRedirectDomains(db, client.clientId),
  };
}

/** The site's OAuth app, when `{id}` names it; another id is not found (the sandbox has one app a site). */
function siteApp(db: Db, c: Context<SandboxEnv>): SiteClient {
  requireAdmin(c);
  const id = c.req.param('id') ?? '';
  const client = clientOfSite(db, c.get('siteId')!);
  if (!client || client.clientId !== id) throw notFound('OAuth app', id);
  return client;
}

export function oauthAppsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/oauth-apps/:id', (c) => c.json({ oAuthApp: oAuthApp(db, siteApp(db, c)) }));

  app.patch('/oauth-apps/:id', async (c) => {
    const client = siteApp(db, c);
    const { oAuthApp: given, mask } = parseInput(patchBody, await readJsonBody(c));
    const paths = mask?.paths ?? [];
    const refused = paths.filter((p) => !(KEPT as readonly string[]).includes(p));
    if (refused.length > 0)
      throw validationError(
        refused.map((p) => ({
          field: 'mask.paths',
          description: (UPDATABLE as readonly string[]).includes(p)
            ? `names ${p}, which the sandbox does not keep (it updates only ${KEPT.join(' and ')})`
            : `names ${p}, which is not an updatable field of an OAuth app`,
          violatedRule: 'OTHER',
        })),
      );
    db.transaction(() => {
      if (paths.includes('allowedRedirectUris'))
        replaceRedirectUris(db, client.clientId, given.allowedRedirectUris ?? []);
      if (paths.includes('allowedRedirectDomains'))
        replaceRedirectDomains(db, client.clientId, given.allowedRedirectDomains ?? []);
    })();
    return c.json({ oAuthApp: oAuthApp(db, client) });
  });
  return app;
}
