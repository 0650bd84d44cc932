// Registered webhooks with their delivery cursor (migration 070-ops-webhooks). A webhook receives
// its site's events in `seq` order; `cursor_seq` is the last one delivered (or given up on).
// Registrations survive a site reset and an import (they are wiring, not site data).
export const webhooksSchema = /* sql */ `
CREATE TABLE webhooks (
  id TEXT PRIMARY KEY,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  -- JSON array of "<entityFqdn>/<slug>"; [] = every event.
  event_types TEXT NOT NULL CHECK (json_valid(event_types)),
  created_date TEXT NOT NULL,
  cursor_seq INTEGER NOT NULL,
  -- Failed attempts on the next pending event (0 when healthy).
  attempts INTEGER NOT NULL DEFAULT 0,
  delivered_count INTEGER NOT NULL DEFAULT 0,
  given_up_count INTEGER NOT NULL DEFAULT 0,
  -- HTTP status of the last attempt; NULL for a network failure or no attempt yet.
  last_status INTEGER,
  last_error TEXT,
  last_attempt_at TEXT,
  next_retry_at TEXT
);
CREATE INDEX webhooks_site ON webhooks(site_id);
`;
