// Migration 080-site-clock: how far each site's clock runs ahead of real time. A per-site table,
// so a site reset (which clears every per-site table) puts the clock back to real time.
export const siteClockSchema = /* sql */ `
CREATE TABLE site_clocks (
  site_id TEXT PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  offset_ms INTEGER NOT NULL DEFAULT 0
);
`;
