// Migration 102-redirect-session-intents: redirect sessions hold every intent of Create Redirect
// Session, not only auth, login and logout (SQLite cannot widen a CHECK in place: the table is rebuilt).
export const redirectSessionIntentsSchema = /* sql */ `
CREATE TABLE identity_redirect_sessions_v2 (
  id TEXT PRIMARY KEY,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  intent TEXT NOT NULL CHECK (intent IN ('auth', 'login', 'logout', 'ecomCheckout', 'eventsCheckout',
    'paidPlansCheckout', 'bookingsCheckout', 'storesProduct', 'bookingsBook', 'ecomOrderPaymentRequest')),
  -- The request as the sandbox keeps it (the intent's fields, callbacks, preferences).
  request TEXT NOT NULL CHECK (json_valid(request)),
  -- The token family of the visitor or member who asked for it (null for API keys).
  caller_family_id TEXT,
  caller_visitor_id TEXT,
  caller_member_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
INSERT INTO identity_redirect_sessions_v2 SELECT * FROM identity_redirect_sessions;
DROP TABLE identity_redirect_sessions;
ALTER TABLE identity_redirect_sessions_v2 RENAME TO identity_redirect_sessions;
CREATE INDEX identity_redirect_sessions_expiry ON identity_redirect_sessions(expires_at);
`;
