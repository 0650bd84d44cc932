// @vitest-environment happy-dom
// Reconnect, offered by an error notice when the provider refuses the key (components/App.tsx), asks
// the waiting-changes question as the accounts menu does (components/session/useDisconnectAsking.ts):
// with 2 changes waiting it names them; Discard then disconnects, Cancel keeps the connection; when
// Send now is refused, the question says why (the provider's words and request id) and Discard still works.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/components/App';
import type { AccountConnection } from '@/lib/messaging/session';
import type { CurrentSite, AccountSite } from '@/lib/messaging/site';
import type { QueueState, QueuedChange } from '@/lib/messaging/wire/queued';
import { MessageError } from '@/lib/messaging/wire/message-error';
import { fakeBackground, messages, wrap } from '../fake-background';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const account: AccountConnection = { kind: 'api-key', accountId: ACCOUNT, name: 'Agency', sandboxHost: null };
const site: AccountSite = { id: SITE, name: 'Bakery', accountId: ACCOUNT, urls: ['https://bakery.example'] };
const current: CurrentSite = {
  kind: 'wix',
  tabId: 1,
  url: 'https://bakery.example/shop',
  origin: 'https://bakery.example',
  claimed: { siteId: SITE, name: 'Bakery', baseUrl: 'https://bakery.example' },
  verdict: { kind: 'verified' },
  enabled: false,
  customDomain: true,
  needsPermission: false,
};
const change = (n: number): QueuedChange => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  queuedAt: '2026-11-26T09:00:00.000Z',
  accountId: ACCOUNT,
  about: 'Dana',
  write: { kind: 'moderate', siteId: SITE, reviewId: `r${n}`, status: 'APPROVED' },
});
const queue: QueueState = { waiting: [change(1), change(2)], refused: [] };
const error = (status: number, code: string, message: string, params?: Record<string, string | number>) =>
  new MessageError({ status, code, message, details: null, requestId: `req-${code}`, ...(params ? { params } : {}) });
const keyRefused = error(401, 'UNAUTHORIZED', 'The API key was revoked.');

/** The panel connected to one account whose key the provider now refuses; `disconnect` answers session.disconnect. */
function background(disconnect: (payload: Record<string, unknown>) => unknown) {
  return fakeBackground((type, payload) => {
    if (type === 'session.get') return { connections: [account], appSiteIds: [], sandboxUrl: null };
    if (type === 'site.current') return current;
    if (type === 'sites.list') return { sites: [site] };
    if (type === 'queue.list') return queue;
    if (type === 'session.disconnect') return disconnect(payload);
    throw keyRefused;
  });
}

/** A plain disconnect is refused while changes wait, as the background does. */
const refusesUnasked = (payload: Record<string, unknown>) => {
  if (!payload.queued) throw error(409, 'CHANGES_NOT_SENT', '2 changes were not sent yet.', { count: 2 });
  return { connections: [], appSiteIds: [], sandboxUrl: null };
};

async function clickReconnect() {
  wrap(<App windowId={1} />);
  const [reconnect] = await screen.findAllByRole('button', { name: 'Reconnect' }, { timeout: 3000 });
  fireEvent.click(reconnect!);
  return screen.findByRole('alertdialog', { name: '2 changes were not sent' });
}

describe('Reconnect with changes waiting', () => {
  it('asks first, naming the count; Discard then disconnects', async () => {
    const sent = background(refusesUnasked);
    const question = await clickReconnect();
    expect(messages(sent, 'session.disconnect')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(messages(sent, 'session.disconnect')).toEqual([{ queued: 'discard' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Cancel keeps the connection and sends nothing', async () => {
    const sent = background(refusesUnasked);
    const question = await clickReconnect();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(messages(sent, 'session.disconnect')).toEqual([]);
  });

  it("a refused Send now is said in the question, with the provider's words and request id; Discard still disconnects", async () => {
    const sent = background((payload) => {
      if (payload.queued === 'send')
        throw error(409, 'CHANGES_REFUSED', 'refused', { count: 2, reason: 'The API key was revoked.' });
      return refusesUnasked(payload);
    });
    const question = await clickReconnect();
    fireEvent.click(within(question).getByRole('button', { name: 'Send them now' }));
    const said = await within(question).findByRole('alert');
    expect(said).toHaveTextContent('The provider refused the waiting changes, so nothing was disconnected');
    expect(said).toHaveTextContent('The API key was revoked.');
    expect(within(said).getByTestId('error-request-id')).toHaveTextContent('req-CHANGES_REFUSED');
    fireEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(messages(sent, 'session.disconnect')).toEqual([{ queued: 'send' }, { queued: 'discard' }]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
