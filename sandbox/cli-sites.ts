// The CLI's start-up summary when there are many sites (agency seed): one line per account with
// its site count and API key; every site's details are in /_sandbox/sites.
import type { Db } from './db/open.ts';
import type { SiteListing } from './admin/site-listing.ts';

export function printAccountSummary(db: Db, listings: readonly SiteListing[]): void {
  const accounts = db.prepare('SELECT id, name FROM accounts ORDER BY rowid').all() as { id: string; name: string }[];
  console.log(`\n${listings.length} sites in ${accounts.length} accounts (every site: /_sandbox/sites):`);
  for (const a of accounts) {
    const sites = listings.filter((s) => s.accountId === a.id);
    console.log(`• ${a.name} (${sites.length} site${sites.length === 1 ? '' : 's'})   account ${a.id}`);
    if (sites[0]) console.log(`    API key   ${sites[0].apiKey}`);
  }
}
