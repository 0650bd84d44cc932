import { describe, expect, it } from 'vitest';
import { indexSites, siteRows } from '@/components/session/site-rows';
import type { AccountSite } from '@/lib/messaging/site';

const site = (n: number, accountId: string, name: string): AccountSite => ({
  id: `site-${n}`,
  name,
  accountId,
  urls: [`https://shop${n}.example.com/`],
});
const SITES = [
  site(1, 'a', 'Bloom & Basket'),
  site(2, 'b', 'Harbor Coffee'),
  site(3, 'a', 'Juniper Jewelry'),
  site(4, 'b', 'Bloom Bakery'),
];
const ACCOUNTS = [
  { accountId: 'a', name: 'Studio' },
  { accountId: 'b', name: 'Client' },
];
const names = (rows: ReturnType<typeof siteRows>) =>
  rows.map((r) => (r.kind === 'account' ? `# ${r.name} (${r.sites})` : r.site.name));

describe('the site picker rows', () => {
  it('group the sites under their account, in the accounts’ order', () => {
    expect(names(siteRows(indexSites(SITES), ACCOUNTS, ''))).toEqual([
      '# Studio (2)',
      'Bloom & Basket',
      'Juniper Jewelry',
      '# Client (2)',
      'Harbor Coffee',
      'Bloom Bakery',
    ]);
  });

  it('find sites by every word typed, in the name or the address, case aside; an account with none is left out', () => {
    const indexed = indexSites(SITES);
    expect(names(siteRows(indexed, ACCOUNTS, 'BLOOM'))).toEqual([
      '# Studio (1)',
      'Bloom & Basket',
      '# Client (1)',
      'Bloom Bakery',
    ]);
    expect(names(siteRows(indexed, ACCOUNTS, 'bloom shop4'))).toEqual(['# Client (1)', 'Bloom Bakery']);
    expect(names(siteRows(indexed, ACCOUNTS, 'juniper'))).toEqual(['# Studio (1)', 'Juniper Jewelry']);
    expect(siteRows(indexed, ACCOUNTS, 'nothing like it')).toEqual([]);
  });

  it('have no account rows with one account, and show the address without its scheme', () => {
    const rows = siteRows(indexSites(SITES.slice(0, 1)), ACCOUNTS.slice(0, 1), '');
    expect(rows).toEqual([{ kind: 'site', site: SITES[0], host: 'shop1.example.com' }]);
  });
});
