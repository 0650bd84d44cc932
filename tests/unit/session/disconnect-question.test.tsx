// @vitest-environment happy-dom
// Disconnecting an account whose changes still wait to be sent (components/session/ConnectedAccounts.tsx,
// WaitingChangesQuestion.tsx): the panel asks first, naming the count, and says the choice to the
// background; an account with nothing waiting is disconnected at once, another account's changes don't count.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectedAccounts } from '@/components/session/ConnectedAccounts';
import type { AccountConnection } from '@/lib/messaging/session';
import type { QueueState, QueuedChange } from '@/lib/messaging/wire/queued';
import { MessageError } from '@/lib/messaging/wire/message-error';
import { fakeBackground, messages, wrap } from '../fake-background';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const account = (accountId: string, name: string): AccountConnection => ({
  kind: 'api-key',
  accountId,
  name,
  sandboxHost: null,
});
const change = (n: number, accountId: string): QueuedChange => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  queuedAt: '2026-11-26T09:00:00.000Z',
  accountId,
  about: 'Dana',
  write: { kind: 'reply', siteId: SITE, reviewId: `r${n}`, message: 'Thanks, Dana' },
});
const queue: QueueState = { waiting: [change(1, FIRST), change(2, FIRST), change(3, SECOND)], refused: [] };
const accounts = [account(FIRST, 'Agency'), account(SECOND, 'Bakery')];
const session = { connections: accounts };

function background(refuse?: MessageError) {
  return fakeBackground((type) => {
    if (type === 'queue.list') return queue;
    if (type === 'session.disconnect') {
      if (refuse) throw refuse;
      return session;
    }
    return null;
  });
}

async function clickDisconnect(name: string) {
  wrap(<ConnectedAccounts connections={accounts} onAdd={() => undefined} />);
  fireEvent.click(await screen.findByRole('button', { name: `Disconnect ${name}` }));
}

describe('Disconnect with changes waiting', () => {
  it('disconnects at once an account with nothing waiting', async () => {
    const sent = fakeBackground((type) => (type === 'queue.list' ? { waiting: [], refused: [] } : session));
    await clickDisconnect('Agency');
    await waitFor(() => expect(messages(sent, 'session.disconnect')).toEqual([{ accountId: FIRST }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks first, with the count of that account's changes: Discard says so to the background", async () => {
    const sent = background();
    await clickDisconnect('Agency');
    const dialog = await screen.findByRole('alertdialog', { name: '2 changes were not sent' });
    expect(dialog).toHaveTextContent('Once the account is disconnected, they can no longer be sent.');
    expect(messages(sent, 'session.disconnect')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(messages(sent, 'session.disconnect')).toEqual([{ accountId: FIRST, queued: 'discard' }]),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Send them now asks the background to send them before disconnecting; its refusal is shown in words', async () => {
    const refusal = new MessageError({
      status: 409,
      code: 'CHANGES_STILL_WAITING',
      message: '1 changes could not be sent.',
      details: null,
      requestId: null,
      params: { count: 1 },
    });
    const sent = background(refusal);
    await clickDisconnect('Agency');
    fireEvent.click(await screen.findByRole('button', { name: 'Send them now' }));
    await waitFor(() => expect(messages(sent, 'session.disconnect')).toEqual([{ accountId: FIRST, queued: 'send' }]));
    expect(await screen.findByText(/Some changes could not be sent, so nothing was disconnected/)).toBeInTheDocument();
  });

  it('Cancel keeps the account connected and sends nothing', async () => {
    const sent = background();
    await clickDisconnect('Agency');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(messages(sent, 'session.disconnect')).toEqual([]);
  });

  it('the one-change question is in the singular', async () => {
    background();
    await clickDisconnect('Bakery');
    expect(await screen.findByRole('alertdialog', { name: '1 change was not sent' })).toBeInTheDocument();
  });
});
