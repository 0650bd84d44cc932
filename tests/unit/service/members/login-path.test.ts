import { describe, expect, it } from 'vitest';
import { loginPath } from '../../../../lib/service/members/login-path';

describe('member login: the login window or the tab', () => {
  it('uses the tab when the browser has no web auth flow (Firefox for Android, no identity permission)', () => {
    expect(loginPath(false)).toBe('tab');
  });

  it("uses the browser's login window when it has one", () => {
    expect(loginPath(true)).toBe('web-auth-flow');
  });

  it('treats a login window the person closed as a cancel, in Chrome and in Firefox', () => {
    expect(loginPath(true, new Error('The user did not approve access.'))).toBe('cancelled');
    expect(loginPath(true, { message: 'User cancelled or denied access.' })).toBe('cancelled');
  });

  it('falls back to the tab when the window cannot run here', () => {
    expect(loginPath(true, new Error('Authorization page could not be loaded.'))).toBe('tab');
    expect(loginPath(true, new Error('identity.launchWebAuthFlow is not supported on this platform'))).toBe('tab');
    expect(loginPath(true, 'unexpected')).toBe('tab');
  });
});
