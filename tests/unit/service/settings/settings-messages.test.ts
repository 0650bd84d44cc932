import { describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { adminProtocolForTests as admin } from '@/lib/service/listeners/message-listener';
import { dispatch } from '@/lib/service/infra/router';
import { connectionsItem, type Connection } from '@/lib/storage';

type Sender = Browser.runtime.MessageSender;
const optionsPage: Sender = { id: 'test-extension-id', url: 'chrome-extension://test-extension-id/options.html' };
const contentScript: Sender = {
  id: 'test-extension-id',
  url: 'https://shop.wixsite.com/x',
  frameId: 0,
  tab: { id: 7 } as Browser.tabs.Tab,
};
const connection: Connection = {
  kind: 'api-key',
  apiKey: 'IST.key-that-is-long-enough',
  accountId: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

describe("the options page's messages", () => {
  it('refuse malformed settings with the offending field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['settings.setRememberConnection', { remember: 'yes' }, 'remember'],
      ['settings.setBadge', { on: 1 }, 'on'],
      ['settings.setSandboxUrl', { sandboxUrl: 'https://evil.example' }, 'sandboxUrl'],
      ['settings.get', { apiKey: 'smuggled' }, '(message)'],
    ];
    for (const [type, payload, field] of cases) {
      const reply = await dispatch(admin, type, payload, optionsPage);
      expect(reply.ok, `${type} ${JSON.stringify(payload)}`).toBe(false);
      if (!reply.ok) expect(reply.error.fieldViolations?.map((v) => v.field)).toContain(field);
    }
  });

  it('are answered to extension pages only: a content script cannot move the credentials', async () => {
    const reply = await dispatch(admin, 'settings.setRememberConnection', { remember: true }, contentScript);
    expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(await dispatch(admin, 'settings.get', {}, optionsPage)).toMatchObject({
      ok: true,
      data: { rememberConnection: false, badge: true },
    });
  });

  it('remember on moves the connection to local storage and the answer says so; the connection itself never travels', async () => {
    await connectionsItem.setValue([connection]);
    const reply = await dispatch(admin, 'settings.setRememberConnection', { remember: true }, optionsPage);
    expect(reply).toMatchObject({ ok: true, data: { rememberConnection: true } });
    expect(JSON.stringify(reply)).not.toContain(connection.apiKey);
    expect(await fakeBrowser.storage.local.get('connections')).toEqual({ connections: [connection] });
    expect(await fakeBrowser.storage.session.get('connections')).toEqual({});
  });
});

describe('the sandbox URL setting', () => {
  it("development builds: the build's address at first, then the one saved", async () => {
    expect(await dispatch(admin, 'settings.get', {}, optionsPage)).toMatchObject({
      ok: true,
      data: { sandboxUrl: 'http://127.0.0.1:4010' },
    });
    expect(
      await dispatch(admin, 'settings.setSandboxUrl', { sandboxUrl: 'http://localhost:4999/' }, optionsPage),
    ).toMatchObject({ ok: true, data: { sandboxUrl: 'http://localhost:4999' } });
    expect(await dispatch(admin, 'session.get', {}, optionsPage)).toMatchObject({
      ok: true,
      data: { sandboxUrl: 'http://localhost:4999' },
    });
  });

  it('production builds (no sandbox address built in): none offered, and setting one is refused', async () => {
    vi.stubEnv('WXT_SANDBOX_URL', undefined);
    vi.resetModules();
    const production = (await import('@/lib/service/listeners/message-listener')).adminProtocolForTests;
    const route = (await import('@/lib/service/infra/router')).dispatch;
    expect(await route(production, 'settings.get', {}, optionsPage)).toMatchObject({
      ok: true,
      data: { sandboxUrl: null },
    });
    const reply = await route(
      production,
      'settings.setSandboxUrl',
      { sandboxUrl: 'http://127.0.0.1:4010' },
      optionsPage,
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'SANDBOX_DISABLED' } });
    vi.unstubAllEnvs();
  });
});
