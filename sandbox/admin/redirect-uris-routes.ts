// /_sandbox/sites/{siteId}/oauth-redirect-uris: the site's OAuth client's allowed authorization
// redirect URIs (domains/identity/redirect-uris.ts). GET lists them, POST {uri} adds one (exact
// match, as the provider), DELETE ?uri= removes one a developer added. Kept across resets.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps, SandboxEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { parseInput, readJsonBody } from '../http/validate.ts';
import {
  addRedirectUri,
  listedRedirectUris,
  redirectUriValue,
  removeRedirectUri,
} from '../domains/identity/redirect-uris.ts';
import { siteFromParam } from './site-param.ts';

const uri = redirectUriValue;
const addBody = z.strictObject({ uri });
const removeQuery = z.object({ uri });

export function redirectUrisRoutes({ db, allowExtensions }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const list = (clientId: string) => ({
    clientId,
    redirectUris: listedRedirectUris(db, clientId, allowExtensions),
    loopback: 'any http://127.0.0.1, localhost or [::1] URI, any port',
  });

  app.get('/sites/:siteId/oauth-redirect-uris', (c) => c.json(list(siteFromParam(db, c).oauthClientId)));

  app.post('/sites/:siteId/oauth-redirect-uris', async (c) => {
    const { oauthClientId } = siteFromParam(db, c);
    addRedirectUri(db, oauthClientId, parseInput(addBody, await readJsonBody(c)).uri);
    return c.json(list(oauthClientId));
  });

  app.delete('/sites/:siteId/oauth-redirect-uris', (c) => {
    const { oauthClientId } = siteFromParam(db, c);
    const { uri: gone } = parseInput(removeQuery, c.req.query());
    if (!removeRedirectUri(db, oauthClientId, gone)) throw notFound('Redirect URI', gone);
    return c.json(list(oauthClientId));
  });
  return app;
}
