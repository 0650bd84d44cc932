// The options page's in-page controls per address (lib/service/trust/site-controls.ts): every address
// of the connected accounts' sites with its state (on by default at Wix's own hosts, off on a custom
// domain until allowed and turned on), and an account's bulk switch, which turns on only what the
// accounts vouch for and the live-page script already reaches.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setManyEnabled, siteControlList } from '@/lib/service/trust/site-controls';
import type { AccountSite } from '@/lib/messaging/site';
import { enabledSitesItem } from '@/lib/storage';

// Wix's own hosts are in the manifest; the granted custom domain is registered at run time.
vi.mock('webext-dynamic-content-scripts/utils.js', () => ({
  isContentScriptRegistered: async (url: string) =>
    url.includes('.wixsite.com') ? 'static' : url.startsWith('https://granted.example') ? 'dynamic' : false,
}));

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const A = '00000000-0000-4000-8000-000000000001';
const B = '00000000-0000-4000-8000-000000000002';
const C = '00000000-0000-4000-8000-000000000003';
const FOREIGN = '00000000-0000-4000-8000-000000000009';
const sites: AccountSite[] = [
  { id: A, name: 'Alpha', accountId: ACCOUNT, urls: ['https://alpha.wixsite.com/shop'] },
  { id: B, name: 'Beta', accountId: ACCOUNT, urls: ['https://beta.wixsite.com/', 'https://granted.example/'] },
  { id: C, name: 'Gamma', accountId: ACCOUNT, urls: ['https://gamma.example/'] },
];

beforeEach(async () => {
  await enabledSitesItem.setValue({ [`${B} https://beta.wixsite.com`]: false });
});

describe('every address with its in-page controls', () => {
  it("on by default at Wix's hosts, off where turned off, off and asking first on a custom domain not allowed", async () => {
    const list = await siteControlList(sites);
    const state = Object.fromEntries(list.map((c) => [c.origin, [c.enabled, c.customDomain, c.needsPermission]]));
    expect(state).toEqual({
      'https://alpha.wixsite.com': [true, false, false],
      'https://beta.wixsite.com': [false, false, false],
      'https://granted.example': [false, true, false],
      'https://gamma.example': [false, true, true],
    });
    expect(list.find((c) => c.siteId === A)).toMatchObject({ name: 'Alpha', accountId: ACCOUNT });
  });

  it('keeps a custom domain turned on earlier while disconnected, with no name or account', async () => {
    await enabledSitesItem.setValue({ [`${B} https://granted.example`]: true });
    expect(await siteControlList(null)).toEqual([
      {
        siteId: B,
        origin: 'https://granted.example',
        name: null,
        accountId: null,
        enabled: true,
        customDomain: true,
        needsPermission: false,
      },
    ]);
  });
});

describe('many at once', () => {
  it('on: only the addresses the accounts vouch for and the script reaches, in one write', async () => {
    const changed = await setManyEnabled(
      [
        { siteId: B, origin: 'https://beta.wixsite.com' },
        { siteId: B, origin: 'https://granted.example' },
        { siteId: C, origin: 'https://gamma.example' }, // not allowed by the browser yet
        { siteId: FOREIGN, origin: 'https://alpha.wixsite.com' }, // no account has it there
      ],
      true,
      sites,
    );
    expect(changed).toBe(2);
    expect(await enabledSitesItem.getValue()).toEqual({
      [`${B} https://beta.wixsite.com`]: true,
      [`${B} https://granted.example`]: true,
    });
  });

  it('off: kept as turned off, also while disconnected', async () => {
    expect(await setManyEnabled([{ siteId: A, origin: 'https://alpha.wixsite.com' }], false, null)).toBe(1);
    expect((await siteControlList(sites)).find((c) => c.siteId === A)?.enabled).toBe(false);
  });
});
