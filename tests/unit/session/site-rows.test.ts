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

  // How fast a key is answered at 1 000 sites is the bench's (bench/site-picker-timing.ts, in `npm
  // run bench`): a time measured here flaked on a loaded machine.
  it('at 1 000 sites, answer each query with every site that holds it, under the right account counts', () => {
    const many = Array.from({ length: 1000 }, (_, i) => site(i, i % 3 === 0 ? 'a' : 'b', `Shop ${1000 - i} Bakery`));
    const indexed = indexSites(many, 'en');
    for (const q of ['b', 'bak', 'shop 9', 'shop 99', 'zzz']) {
      const rows = siteRows(indexed, ACCOUNTS, q);
      const words = q.split(' ');
      const holding = many.filter((m) => words.every((w) => `${m.name.toLowerCase()}\n${m.urls[0]}`.includes(w)));
      const shown = rows.flatMap((r) => (r.kind === 'site' ? [r.site.id] : []));
      expect(shown.sort(), q).toEqual(holding.map((m) => m.id).sort());
      for (const account of rows.filter((r) => r.kind === 'account'))
        expect(account.sites, `${q}: ${account.name}`).toBe(
          holding.filter((m) => m.accountId === account.accountId).length,
        );
    }
  });
});
