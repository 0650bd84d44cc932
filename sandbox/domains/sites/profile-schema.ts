// Migration 080-site-profiles: what the Sites API tells about a site beyond the `sites` row
// (dates, publish and premium state, a connected custom domain) and the sandbox's identity rules.
// Keyed by `id` (not `site_id`): site metadata like the `sites` row itself, so a reset keeps it and
// snapshots leave it out; a site without a row reads as the defaults (sites/profiles.ts).
export const siteProfilesSchema = /* sql */ `
CREATE TABLE site_profiles (
  id TEXT PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  created_date TEXT NOT NULL,
  updated_date TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 1,
  premium INTEGER NOT NULL DEFAULT 0,
  -- Host name of a connected custom domain (e.g. bloom.localhost), served on the sandbox's port.
  custom_domain TEXT UNIQUE,
  -- 'open': API keys may call everything; 'docs': calls the provider's docs reserve for a Wix app
  -- or Wix user identity refuse API keys (domains/sites/identity-rules.ts).
  identity_rules TEXT NOT NULL DEFAULT 'open' CHECK (identity_rules IN ('open', 'docs'))
);
`;
