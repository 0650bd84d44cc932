// Migration 097-oauth-redirect-uris: the authorization redirect URIs a developer added to a site's
// OAuth client (/_sandbox/sites/{siteId}/oauth-redirect-uris). Keyed by client id, not site id: like
// the app credentials they are no site content, so resets keep them and snapshots leave them out.
export const oauthRedirectUrisSchema = /* sql */ `
CREATE TABLE oauth_redirect_uris (
  client_id TEXT NOT NULL,
  uri TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (client_id, uri)
);
`;
