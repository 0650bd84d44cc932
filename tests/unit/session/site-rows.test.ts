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
  it('group the sites under their account, in the accounts’ order, each account’s sites by name', () => {
    expect(names(siteRows(indexSites(SITES), ACCOUNTS, ''))).toEqual([
      '# Studio (2)',
      'Bloom & Basket',
      'Juniper Jewelry',
      '# Client (2)',
      'Bloom Bakery',
      'Harbor Coffee',
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

  it('list the sites by name, not in the order they were made, numbers as numbers', () => {
    const made = [
      site(1, 'a', 'Zinnia Flowers'),
      site(2, 'a', 'shop 10'),
      site(3, 'a', 'Apple Barn'),
      site(4, 'a', 'Shop 9'),
    ];
    expect(names(siteRows(indexSites(made, 'en'), ACCOUNTS.slice(0, 1), ''))).toEqual([
      'Apple Barn',
      'Shop 9',
      'shop 10',
      'Zinnia Flowers',
    ]);
  });

  it('put the best match first: the name itself, a name starting so, a word starting so, a name holding it, then an address', () => {
    const made = [
      site(1, 'a', 'The Bakery Corner'), // a word of the name starts so
      site(2, 'a', 'Snowbakery'), // the name holds it
      site(3, 'a', 'Bakery Bros'), // the name starts so
      { ...site(4, 'a', 'Flour Power'), urls: ['https://bakery-supplies.example.com/'] }, // its address only
      site(5, 'a', 'Bakery'), // the name itself
      site(6, 'a', 'Harbor Coffee'), // no match
    ];
    const rows = siteRows(indexSites(made, 'en'), ACCOUNTS.slice(0, 1), ' BAKERY ');
    expect(names(rows)).toEqual(['Bakery', 'Bakery Bros', 'The Bakery Corner', 'Snowbakery', 'Flour Power']);
    // Several words: each must be found.
    expect(names(siteRows(indexSites(made, 'en'), ACCOUNTS.slice(0, 1), 'corner bak'))).toEqual(['The Bakery Corner']);
  });

  it('show first the account holding the best match, so Enter (the first site row) picks it', () => {
    const made = [site(1, 'a', 'Harbor Books'), site(2, 'b', 'Harbor'), site(3, 'a', 'Old Harbor Inn')];
    const rows = siteRows(indexSites(made, 'en'), ACCOUNTS, 'harbor');
    expect(names(rows)).toEqual(['# Client (1)', 'Harbor', '# Studio (2)', 'Harbor Books', 'Old Harbor Inn']);
    expect(rows.find((r) => r.kind === 'site')).toMatchObject({ site: { name: 'Harbor' } });
  });

  it('stay fast at 1 000 sites: a key typed costs well under a frame', () => {
    const many = Array.from({ length: 1000 }, (_, i) => site(i, i % 3 === 0 ? 'a' : 'b', `Shop ${1000 - i} Bakery`));
    const indexed = indexSites(many, 'en');
    const started = performance.now();
    for (const q of ['b', 'ba', 'bak', 'bake', 'shop 9', 'shop 99', 'zzz']) siteRows(indexed, ACCOUNTS, q);
    expect((performance.now() - started) / 7).toBeLessThan(16);
  });
});
