// @vitest-environment happy-dom
// The name typed in the connect form names the account connected next, a sandbox account chosen by its
// button as well as a Wix one (components/session/ConnectPanel.tsx); with none typed, the sandbox's own
// name is kept (the background's, so nothing is sent).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectPanel } from '@/components/session/ConnectPanel';
import type { AccountConnection } from '@/lib/messaging/session';
import { fakeBackground, messages, wrap } from '../fake-background';

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const SANDBOX = 'http://localhost:4010';
const connected: AccountConnection[] = [
  { kind: 'sandbox', accountId: FIRST, name: 'Agency', sandboxHost: 'localhost' },
];

function background() {
  return fakeBackground((type) => {
    if (type === 'session.sandboxAccounts')
      return {
        accounts: [
          { accountId: FIRST, name: 'Agency' },
          { accountId: SECOND, name: 'Bloom Studio' },
        ],
      };
    return { connections: connected };
  });
}

const addForm = () =>
  wrap(
    <ConnectPanel sandboxUrl={SANDBOX} siteId={null} adding={{ connections: connected, onDone: () => undefined }} />,
  );

describe('Add an account: the name typed', () => {
  it('names the sandbox account connected by its button, trimmed', async () => {
    const sent = background();
    addForm();
    fireEvent.change(screen.getByLabelText('Name (what you call this account)'), { target: { value: '  Flowers ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Bloom Studio' }));
    await waitFor(() =>
      expect(messages(sent, 'session.connectSandbox')).toEqual([
        { sandboxUrl: SANDBOX, accountId: SECOND, name: 'Flowers' },
      ]),
    );
  });

  it("sends no name when none was typed: the sandbox's name stays", async () => {
    const sent = background();
    addForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Bloom Studio' }));
    await waitFor(() =>
      expect(messages(sent, 'session.connectSandbox')).toEqual([{ sandboxUrl: SANDBOX, accountId: SECOND }]),
    );
  });

  it('names a Wix account connected by its key', async () => {
    const sent = background();
    addForm();
    fireEvent.change(screen.getByLabelText('Name (what you call this account)'), { target: { value: 'Shop' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'IST.abcdefghijklmnopqrstuvwxyz' } });
    fireEvent.change(screen.getByLabelText('Account id'), { target: { value: SECOND } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect a Wix account' }));
    await waitFor(() =>
      expect(messages(sent, 'session.connectApiKey')).toEqual([
        { apiKey: 'IST.abcdefghijklmnopqrstuvwxyz', accountId: SECOND, name: 'Shop' },
      ]),
    );
  });
});
