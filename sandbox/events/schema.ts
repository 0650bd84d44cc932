// The per-site log of domain events (docs/product.md §7.7), in order of `seq`.
export const eventsSchema = /* sql */ `
CREATE TABLE events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id TEXT NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  id TEXT NOT NULL UNIQUE,
  entity_fqdn TEXT NOT NULL,
  slug TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  event_time TEXT NOT NULL,
  envelope TEXT NOT NULL CHECK (json_valid(envelope))
);
CREATE INDEX events_site ON events(site_id, seq);
`;
