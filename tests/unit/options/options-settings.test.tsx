// @vitest-environment happy-dom
// The options page's writes (lib/queries/settings.ts, lib/queries/session.ts) as the admin sees them:
// a switch shows the click at once and then what the background saved; a site is turned off from
// its row; a custom domain is turned on only when the browser's permission was given.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsPage } from '@/components/options/OptionsPage';
import { LivePageAccess } from '@/components/session/LivePageAccess';
import type { Settings } from '@/lib/messaging/settings';
import { fakeBackground, messages, refusal, type Sent } from '../fake-background';

const SITE = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
const ORIGIN = 'https://shop.example.com';
const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const permissions = fakeBrowser.permissions as unknown as { request: (p: unknown) => Promise<boolean> };

let sent: Sent;
let settings: Settings;
let saveBadge: (on: boolean) => Promise<Settings>;
let saveNotify: (v: Settings['notify']) => Promise<Settings>;

beforeEach(() => {
  settings = {
    rememberConnection: false,
    badge: false,
    badgeTotal: false,
    notify: { on: false, minutes: 5 },
    sandboxUrl: null,
  };
  saveBadge = (on) => Promise.resolve((settings = { ...settings, badge: on }));
  saveNotify = (notify) => Promise.resolve((settings = { ...settings, notify }));
  sent = fakeBackground((type, payload) => {
    if (type === 'settings.get') return settings;
    if (type === 'settings.setBadge') return saveBadge(payload.on as boolean);
    if (type === 'settings.setNotify') return saveNotify(payload as Settings['notify']);
    if (type === 'session.get')
      return { connections: [{ kind: 'api-key', accountId: ACCOUNT, name: 'Agency', sandboxHost: null }] };
    if (type === 'sites.list') return { sites: [{ id: SITE, name: 'Shop', accountId: ACCOUNT, urls: [`${ORIGIN}/`] }] };
    if (type === 'settings.siteControls')
      return {
        sites: [
          {
            siteId: SITE,
            origin: ORIGIN,
            name: 'Shop',
            accountId: ACCOUNT,
            enabled: true,
            customDomain: true,
            needsPermission: false,
          },
        ],
      };
    if (type === 'reviewCollect.visitorClient') return { clientId: null };
    if (type === 'members.me.state') return { member: null, redirectUri: 'https://x.chromiumapp.org/' };
    if (type === 'site.setEnabled') return { enabled: payload.enabled };
    if (type === 'savedReplies.list') return { replies: [], syncBytes: 0 };
    throw new Error(`unexpected ${type}`);
  });
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const badge = () => screen.getByRole('checkbox', { name: /number of reviews waiting/ });

describe('new-review notifications', () => {
  it('typing how often, then turning them on: the click is kept while the minutes are saved, and both end saved', async () => {
    const answers: Array<() => void> = [];
    saveNotify = (notify) =>
      new Promise((resolve) => answers.push(() => resolve((settings = { ...settings, notify }))));
    render(
      <QueryClientProvider client={client()}>
        <OptionsPage />
      </QueryClientProvider>,
    );
    const notify = await screen.findByRole('checkbox', { name: 'Tell me when new reviews wait on any of my sites' });
    await userEvent.clear(screen.getByRole('spinbutton'));
    await userEvent.type(screen.getByRole('spinbutton'), '1');
    // Leaving the minutes field saves them; that save is still under way when the click lands.
    await userEvent.tab();
    await userEvent.click(notify);
    expect(notify).toBeChecked();
    expect(messages(sent, 'settings.setNotify')).toEqual([
      { on: false, minutes: 1 },
      { on: true, minutes: 1 },
    ]);
    for (const answer of answers) answer();
    await waitFor(() => expect(settings.notify).toEqual({ on: true, minutes: 1 }));
    expect(notify).toBeChecked();
  });
});

describe('a setting switch', () => {
  it('shows the click at once, then the value the background saved', async () => {
    let answer: (s: Settings) => void = () => undefined;
    saveBadge = () => new Promise((resolve) => (answer = resolve));
    render(
      <QueryClientProvider client={client()}>
        <OptionsPage />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Toolbar badge' });
    await userEvent.click(badge());
    expect(badge()).toBeChecked();
    expect(badge()).toBeDisabled();
    expect(messages(sent, 'settings.setBadge')).toEqual([{ on: true }]);
    answer((settings = { ...settings, badge: true }));
    await waitFor(() => expect(badge()).toBeEnabled());
    expect(badge()).toBeChecked();
  });

  it('flips back and says why when the background refuses', async () => {
    saveBadge = () => Promise.reject(refusal('The setting could not be stored.'));
    render(
      <QueryClientProvider client={client()}>
        <OptionsPage />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Toolbar badge' });
    await userEvent.click(badge());
    expect(await screen.findByRole('alert')).toHaveTextContent('The setting could not be stored.');
    expect(badge()).not.toBeChecked();
  });
});

describe('the sites with in-page controls', () => {
  it("turns a site off from its row in its account's group, and the list is read again", async () => {
    render(
      <QueryClientProvider client={client()}>
        <OptionsPage />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Agency: 1 site, in-page controls on 1' }));
    const control = screen.getByRole('checkbox', { name: 'In-page controls on shop.example.com (Shop)' });
    fireEvent.click(control);
    // The switch shows the click in the same event, while the background stores it.
    expect(control).not.toBeChecked();
    await waitFor(() =>
      expect(messages(sent, 'site.setEnabled')).toEqual([{ siteId: SITE, origin: ORIGIN, enabled: false }]),
    );
    await waitFor(() => expect(messages(sent, 'settings.siteControls')).toHaveLength(2));
  });

  it('turns a custom domain on only once the browser allowed it; a refusal changes nothing', async () => {
    const request = vi.spyOn(permissions, 'request').mockResolvedValue(false);
    render(
      <QueryClientProvider client={client()}>
        <LivePageAccess siteId={SITE} origin={ORIGIN} enabled={false} customDomain needsPermission />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enable Sitekeeper on shop.example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not allow Sitekeeper on shop.example.com, so nothing changed.',
    );
    expect(request).toHaveBeenCalledWith({ origins: ['https://shop.example.com/*'] });
    expect(messages(sent, 'site.setEnabled')).toEqual([]);

    request.mockResolvedValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Enable Sitekeeper on shop.example.com' }));
    await waitFor(() =>
      expect(messages(sent, 'site.setEnabled')).toEqual([{ siteId: SITE, origin: ORIGIN, enabled: true }]),
    );
  });
});
