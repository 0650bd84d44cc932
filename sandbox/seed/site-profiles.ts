// What the seed says a seeded site's profile is (demo or agency site), by site id.
import { agencySiteSpec } from './agency-sites.ts';
import { DEMO_SITES, type SiteProfileSeed } from './demo-sites.ts';
import { seedSiteIds } from './seed-ids.ts';

const demoProfiles = new Map(DEMO_SITES.map((s) => [seedSiteIds(s.key).id, s.site]));

export function seedProfileOf(siteId: string): SiteProfileSeed | undefined {
  return demoProfiles.get(siteId) ?? agencySiteSpec(siteId)?.site;
}
