import { describe, expect, it } from 'vitest';
import { storedConnections } from '@/lib/service/connection/connections';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  appIdentitiesItem,
  connectionsItem,
  rememberConnectionItem,
  setRememberConnection,
  type Connection,
} from '@/lib/storage';

const connection: Connection = {
  kind: 'api-key',
  apiKey: 'IST.key-that-is-long-enough',
  accountId: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};
const identity = {
  appId: '11111111-2222-4333-8444-555555555555',
  appSecret: 'secret-secret',
  instanceId: '66666666-7777-4888-8999-000000000000',
};

/** What each storage area holds under the credential keys, read past the storage items. */
async function areas() {
  const keys = ['connections', 'connection', 'appIdentities'];
  return { session: await fakeBrowser.storage.session.get(keys), local: await fakeBrowser.storage.local.get(keys) };
}

describe('remember my connection', () => {
  it('is off by default: the connection and app identities are kept in session storage only', async () => {
    expect(await rememberConnectionItem.getValue()).toBe(false);
    await connectionsItem.setValue([connection]);
    await appIdentitiesItem.setValue({ site: identity });
    const stored = await areas();
    expect(stored.session).toEqual({ connections: [connection], appIdentities: { site: identity } });
    expect(stored.local).toEqual({});
  });

  it('reads a connection an existing install kept in session storage before the setting existed', async () => {
    await fakeBrowser.storage.session.set({ connection });
    expect(await storedConnections()).toEqual([connection]);
  });

  it('moves the one connection kept before several accounts could be connected into the list, once', async () => {
    await fakeBrowser.storage.session.set({ connection });
    expect(await storedConnections()).toEqual([connection]);
    expect((await areas()).session).toEqual({ connections: [connection] });
  });

  it('turned on, moves the credentials to local storage (and nothing stays in session storage); turned off, moves them back', async () => {
    await connectionsItem.setValue([connection]);
    await appIdentitiesItem.setValue({ site: identity });

    await setRememberConnection(true);
    expect(await areas()).toEqual({
      session: {},
      local: { connections: [connection], appIdentities: { site: identity } },
    });
    expect(await storedConnections()).toEqual([connection]);
    expect(await appIdentitiesItem.getValue()).toEqual({ site: identity });

    await setRememberConnection(false);
    expect(await areas()).toEqual({
      session: { connections: [connection], appIdentities: { site: identity } },
      local: {},
    });
    expect(await storedConnections()).toEqual([connection]);
  });

  it('while on, a new connection and a disconnect go to local storage', async () => {
    await setRememberConnection(true);
    await connectionsItem.setValue([connection]);
    expect((await areas()).local).toEqual({ connections: [connection] });
    expect((await areas()).session).toEqual({});
    await connectionsItem.setValue([]);
    expect(await storedConnections()).toEqual([]);
  });
});
