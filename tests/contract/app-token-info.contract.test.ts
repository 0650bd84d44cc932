// Token info for app tokens, as the extension checks an app identity before keeping it: AppStrategy
// gets a token (client credentials), then AppStrategy({accessToken}).getTokenInfo() names its site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appIdentitySite } from '../../lib/provider/app-identity.ts';
import { useSandbox } from './harness.ts';
import { patchGlobalFetch } from './identity-oauth-client.ts';

const { sandbox, sites } = useSandbox();
let restore: () => void;
beforeAll(() => {
  restore = patchGlobalFetch(sandbox.url);
});
afterAll(() => restore());

describe('app token info', () => {
  it("says which site an app instance acts on, so a mistyped instance id can't act on another site", async () => {
    const [bloom, harbor] = sites;
    expect(await appIdentitySite(bloom!.app!)).toBe(bloom!.id);
    expect(await appIdentitySite(harbor!.app!)).toBe(harbor!.id);
  });

  it('refuses a wrong secret before any token exists', async () => {
    const [bloom] = sites;
    await expect(appIdentitySite({ ...bloom!.app!, appSecret: 'not-the-secret-at-all' })).rejects.toThrow(
      /400|status/i,
    );
  });

  it('answers active: false for an unknown token', async () => {
    const res = await fetch(`${sandbox.url}/oauth2/token-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'nope' }),
    });
    expect(await res.json()).toEqual({ active: false });
  });
});
