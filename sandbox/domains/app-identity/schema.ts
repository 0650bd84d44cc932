// Migration 090-app-identity: one registered Wix app per account (app id = OAuth client id, with a
// secret random per database), installed on the account's sites with one instance id per site,
// and the access tokens its client-credentials grant issues (only their SHA-256 is stored).
// Credentials like API keys, not site content: no `site_id` column, so resets and snapshots leave them.
export const appIdentitySchema = /* sql */ `
CREATE TABLE apps (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  secret TEXT NOT NULL
);

CREATE TABLE app_instances (
  instance_id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  installed_site TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  UNIQUE (app_id, installed_site)
);

CREATE TABLE app_tokens (
  token_hash TEXT PRIMARY KEY,
  instance_id TEXT NOT NULL REFERENCES app_instances(instance_id) ON DELETE CASCADE,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX app_tokens_expiry ON app_tokens(expires_at);
`;
