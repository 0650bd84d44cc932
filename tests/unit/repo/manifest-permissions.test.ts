import { describe, expect, it } from 'vitest';
import { checkPermissions } from '../../../scripts/manifest/permission-uses';

describe('manifest check: no permission the code does not use', () => {
  it('passes a permission whose API the sources call, and the provider hosts', () => {
    expect(
      checkPermissions(
        { permissions: ['alarms'], host_permissions: ['https://www.wixapis.com/*'] },
        'browser.alarms.create("badge", {})',
      ),
    ).toEqual({
      unknown: [],
      unused: [],
      extraHosts: [],
    });
  });

  it("passes identity when the sources launch the browser's login window", () => {
    expect(
      checkPermissions({ permissions: ['identity'] }, 'await api.launchWebAuthFlow({ url, interactive: true })').unused,
    ).toEqual([]);
    expect(checkPermissions({ permissions: ['identity'] }, 'browser.identity.getRedirectURL()').unused).toEqual([
      'identity',
    ]);
  });

  it('flags an unused, an unknown permission and a broad host permission', () => {
    const found = checkPermissions(
      { permissions: ['contextMenus', 'history'], host_permissions: ['<all_urls>'] },
      'nothing here',
    );
    expect(found).toEqual({ unknown: ['history'], unused: ['contextMenus'], extraHosts: ['<all_urls>'] });
  });
});
