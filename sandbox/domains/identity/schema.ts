// Migration 060-identity-tokens: OAuth tokens, redirect sessions and authorization codes per site.
// Tokens and codes are opaque random strings; only their SHA-256 is stored. Times are epoch ms.
export const identitySchema = /* sql */ `
CREATE TABLE identity_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  -- One refresh token and the access tokens issued from it share a family (revoked together).
  family_id TEXT NOT NULL,
  visitor_id TEXT NOT NULL,
  member_id TEXT,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX identity_tokens_family ON identity_tokens(site_id, family_id);
CREATE INDEX identity_tokens_member ON identity_tokens(site_id, member_id);
CREATE INDEX identity_tokens_expiry ON identity_tokens(expires_at);

CREATE TABLE identity_redirect_sessions (
  id TEXT PRIMARY KEY,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  intent TEXT NOT NULL CHECK (intent IN ('auth', 'login', 'logout')),
  -- The request body as sent (auth request, callbacks).
  request TEXT NOT NULL CHECK (json_valid(request)),
  -- The token family of the visitor or member who asked for it (null for API keys).
  caller_family_id TEXT,
  caller_visitor_id TEXT,
  caller_member_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX identity_redirect_sessions_expiry ON identity_redirect_sessions(expires_at);

CREATE TABLE identity_auth_codes (
  code_hash TEXT PRIMARY KEY,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  code_challenge_method TEXT NOT NULL,
  member_id TEXT NOT NULL,
  visitor_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  -- The token family the exchange created; revoked if the code is replayed (RFC 6749 §4.1.2).
  issued_family_id TEXT
);
CREATE INDEX identity_auth_codes_expiry ON identity_auth_codes(expires_at);
`;
