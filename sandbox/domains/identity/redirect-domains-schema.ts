// Migration 103-oauth-redirect-domains: the redirect domains a developer allowed for a site's OAuth
// client (/_sandbox/sites/{siteId}/oauth-redirect-domains, or the OAuth Apps API's
// allowedRedirectDomains). Keyed by client id like oauth_redirect_uris (redirect-uris-schema.ts):
// no site content, so resets keep them and snapshots leave them out.
export const oauthRedirectDomainsSchema = /* sql */ `
CREATE TABLE oauth_redirect_domains (
  client_id TEXT NOT NULL,
  domain TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (client_id, domain)
);
`;
