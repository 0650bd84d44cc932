// The agency seed: the demo world (its sites as `small`) plus the three agency accounts and their
// 1 000 light sites after the demo sites.
import { AGENCY_ACCOUNTS, agencySiteSpecs } from './agency-sites.ts';
import type { SeedDataset } from './generate.ts';
import { generateLightSite } from './light-site.ts';
import { seedAccountId } from './seed-ids.ts';

export function withAgencySites(demo: SeedDataset): SeedDataset {
  const accounts = AGENCY_ACCOUNTS.map((a) => ({ id: seedAccountId(a.key), name: a.name }));
  const idOf = new Map(AGENCY_ACCOUNTS.map((a, i) => [a.key, accounts[i]!.id]));
  return {
    accounts: [...demo.accounts, ...accounts],
    sites: [...demo.sites, ...agencySiteSpecs().map((spec) => generateLightSite(spec, idOf.get(spec.accountKey)!))],
  };
}
