import { describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { adminProtocolForTests as admin } from '@/lib/service/message-listener';
import { dispatch } from '@/lib/service/router';
import { connectionItem, type Connection } from '@/lib/storage';

type Sender = Browser.runtime.MessageSender;
const optionsPage: Sender = { id: 'test-extension-id', url: 'chrome-extension://test-extension-id/options.html' };
const contentScript: Sender = { id: 'test-extension-id', url: 'https://shop.wixsite.com/x', frameId: 0, tab: { id: 7 } as Browser.tabs.Tab };
const connection: Connection = { kind: 'api-key', apiKey: 'IST.key-that-is-long-enough', accountId: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', label: 'Wix account' };

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
    expect(await dispatch(admin, 'settings.get', {}, optionsPage)).toMatchObject({ ok: true, data: { rememberConnection: false, badge: true } });
  });

  it('remember on moves the connection to local storage and the answer says so; the connection itself never travels', async () => {
    await connectionItem.setValue(connection);
    const reply = await dispatch(admin, 'settings.setRememberConnection', { remember: true }, optionsPage);
    expect(reply).toMatchObject({ ok: true, data: { rememberConnection: true } });
    expect(JSON.stringify(reply)).not.toContain(connection.apiKey);
    expect(await fakeBrowser.storage.local.get('connection')).toEqual({ connection });
    expect(await fakeBrowser.storage.session.get('connection')).toEqual({});
  });
});
