// @vitest-environment happy-dom
// The options page's per-site settings at an agency's scale (components/options/SiteSettings.tsx and
// its parts): each account's sites folded under a line with their counts, drawn 20 at a time once
// opened, found by name or address across accounts, and an account's in-page controls turned on or
// off in one step that asks first with the count it will change.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteSettings } from '@/components/options/SiteSettings';
import type { SiteControl } from '@/lib/messaging/settings';
import type { AccountSite } from '@/lib/messaging/site';
import { fakeBackground, messages, wrap, type Sent } from '../fake-background';

const BLOOM = '11111111-1111-4111-8111-111111111111';
const HARBOR = '22222222-2222-4222-8222-222222222222';
const siteId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Bloom Studio: 45 sites, the in-page controls off on the first 3 and on elsewhere; the 45th is on a
// custom domain the browser has not allowed. Harbor Group: 2 sites, both on.
const sites: AccountSite[] = [
  ...Array.from({ length: 45 }, (_, i) => ({
    id: siteId(i + 1),
    name: `Bloom shop ${String(i + 1).padStart(2, '0')}`,
    accountId: BLOOM,
    urls: [i === 44 ? 'https://bloom-flowers.example.com/' : `https://bloom${i + 1}.wixsite.com/`],
  })),
  { id: siteId(101), name: 'Harbor Coffee', accountId: HARBOR, urls: ['https://harbor.wixsite.com/'] },
  { id: siteId(102), name: 'Harbor Tea', accountId: HARBOR, urls: ['https://harbortea.wixsite.com/'] },
];
const controlOf = (s: AccountSite, i: number): SiteControl => {
  const origin = new URL(s.urls[0]!).origin;
  const custom = !origin.endsWith('wixsite.com');
  return {
    siteId: s.id,
    origin,
    name: s.name,
    accountId: s.accountId,
    enabled: !custom && i >= 3,
    customDomain: custom,
    needsPermission: custom,
  };
};

let sent: Sent;
beforeEach(() => {
  sent = fakeBackground((type, payload) => {
    if (type === 'session.get')
      return {
        connections: [
          { kind: 'api-key', accountId: BLOOM, name: 'Bloom Studio', sandboxHost: null },
          { kind: 'api-key', accountId: HARBOR, name: 'Harbor Group', sandboxHost: null },
        ],
      };
    if (type === 'sites.list') return { sites };
    if (type === 'settings.siteControls') return { sites: sites.map(controlOf) };
    if (type === 'reviewCollect.visitorClient') return { clientId: null };
    if (type === 'members.me.state') return { member: null, redirectUri: 'https://id.chromiumapp.org/' };
    if (type === 'settings.setSitesEnabled') return { changed: (payload.sites as unknown[]).length };
    if (type === 'site.setEnabled') return { enabled: payload.enabled };
    throw new Error(`unexpected ${type}`);
  });
});

const group = (name: RegExp) => screen.findByRole('button', { name });
const rows = () => screen.queryAllByTestId('site-settings');

describe('sites grouped by account', () => {
  it('folds each account under a line counting its sites and those with the controls on, drawing no site', async () => {
    wrap(<SiteSettings />);
    expect(await group(/^Bloom Studio: 45 sites, in-page controls on 41$/)).toBeInTheDocument();
    expect(await group(/^Harbor Group: 2 sites, in-page controls on 2$/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(rows()).toHaveLength(0);
    // Nothing is read per site while every group is folded.
    expect(messages(sent, 'reviewCollect.visitorClient')).toEqual([]);
  });

  it('opened, shows its first 20 sites, then 20 more, then the last 5', async () => {
    wrap(<SiteSettings />);
    await userEvent.click(await group(/^Bloom Studio/));
    expect(rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more sites' }));
    expect(rows()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show 5 more sites' }));
    expect(rows()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });
});

describe('not connected', () => {
  it('says so, with nothing to search and no site list read', async () => {
    const none = fakeBackground((type) => {
      if (type === 'session.get') return { connections: [] };
      if (type === 'settings.siteControls') return { sites: [] };
      throw new Error(`unexpected ${type}`);
    });
    wrap(<SiteSettings />);
    expect(await screen.findByText(/^Not connected: your account's sites/)).toBeInTheDocument();
    await waitFor(() => expect(messages(none, 'settings.siteControls')).toHaveLength(1));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(messages(none, 'sites.list')).toEqual([]);
  });
});

describe('finding a site', () => {
  it("by part of its name, across accounts, with its account's name; its controls turned off there", async () => {
    wrap(<SiteSettings />);
    await group(/^Harbor Group/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a site by name or address' }), 'harbor tea');
    expect(await screen.findByText('1 site matches')).toBeInTheDocument();
    const [row] = rows();
    expect(row).toHaveTextContent('Harbor Tea');
    expect(row).toHaveTextContent('Account: Harbor Group');
    await userEvent.click(
      within(row!).getByRole('checkbox', { name: 'In-page controls on harbortea.wixsite.com (Harbor Tea)' }),
    );
    await waitFor(() =>
      expect(messages(sent, 'site.setEnabled')).toEqual([
        { siteId: siteId(102), origin: 'https://harbortea.wixsite.com', enabled: false },
      ]),
    );
  });

  it('by its address; a query that finds nothing says so', async () => {
    wrap(<SiteSettings />);
    await group(/^Bloom Studio/);
    const search = screen.getByRole('searchbox', { name: 'Find a site by name or address' });
    fireEvent.change(search, { target: { value: 'bloom-flowers.example' } });
    await waitFor(() => expect(rows().map((r) => r.dataset.siteId)).toEqual([siteId(45)]));
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(await screen.findByText('No site matches “nowhere”.')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });
});

describe("an account's controls all at once", () => {
  it('off: asks with the count it will change, then sends every address that is on', async () => {
    wrap(<SiteSettings />);
    await userEvent.click(await group(/^Bloom Studio/));
    await userEvent.click(screen.getByRole('button', { name: 'Turn off for all' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Turn the in-page controls off for 41 sites of Bloom Studio?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(messages(sent, 'settings.setSitesEnabled')).toHaveLength(1));
    const [call] = messages(sent, 'settings.setSitesEnabled');
    expect(call!.enabled).toBe(false);
    expect(call!.sites).toHaveLength(41);
    expect(call!.sites).not.toContainEqual({ siteId: siteId(1), origin: 'https://bloom1.wixsite.com' });
    expect(await screen.findByText('Done: 41 addresses changed.')).toBeInTheDocument();
  });

  it('on: counts only what can be turned on without the browser asking; Cancel sends nothing', async () => {
    wrap(<SiteSettings />);
    await userEvent.click(await group(/^Bloom Studio/));
    await userEvent.click(screen.getByRole('button', { name: 'Turn on for all' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Turn the in-page controls on for 3 sites of Bloom Studio?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(messages(sent, 'settings.setSitesEnabled')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Turn on for all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(messages(sent, 'settings.setSitesEnabled')).toEqual([
        {
          enabled: true,
          sites: [1, 2, 3].map((n) => ({ siteId: siteId(n), origin: `https://bloom${n}.wixsite.com` })),
        },
      ]),
    );
  });

  it('with every site on, "Turn on for all" is not offered', async () => {
    wrap(<SiteSettings />);
    await userEvent.click(await group(/^Harbor Group/));
    expect(screen.getByRole('button', { name: 'Turn on for all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Turn off for all' })).toBeEnabled();
  });
});
