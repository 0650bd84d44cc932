// Any installed extension could once read the API keys at /_sandbox/sites, and a
// non-loopback --host handed every key to the LAN. Non-loopback binding needs exposeOnNetwork and then a
// token on every /_sandbox request; extension origins reach /_sandbox only when named.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/server.ts';
import { DEV_EXTENSION_ID, DEV_EXTENSION_KEY, extensionIdOfKey } from '../../scripts/dev-extension-key.ts';
import { useSandbox } from './harness.ts';

const NAMED = 'abcdefghijklmnopabcdefghijklmnop';
const OTHER = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const { sandbox, site } = useSandbox({ options: { allowExtensions: [NAMED] } });

const sitesFrom = (origin: string) => fetch(`${sandbox.url}/_sandbox/sites`, { headers: { origin } });

describe('who may read /_sandbox', () => {
  it('answers an extension origin only when the sandbox was started naming it', async () => {
    expect((await sitesFrom(`chrome-extension://${OTHER}`)).status).toBe(403);
    expect((await sitesFrom('moz-extension://0a1b2c3d-0000-4000-8000-000000000000')).status).toBe(403);
    const named = await sitesFrom(`chrome-extension://${NAMED}`);
    expect(named.status).toBe(200);
    expect(await named.text()).toContain(site.apiKey);
    // Provider routes keep their CORS for any extension page (they need a key to do anything).
    const provider = await fetch(`${sandbox.url}/reviews/v1/reviews/query`, {
      method: 'OPTIONS',
      headers: { origin: `chrome-extension://${OTHER}`, 'access-control-request-method': 'POST' },
    });
    expect(provider.headers.get('access-control-allow-origin')).toBe(`chrome-extension://${OTHER}`);
  });

  it('refuses a non-loopback host unless exposed on the network, and then wants its token on /_sandbox', async () => {
    await expect(startSandbox({ port: 0, quiet: true, host: '0.0.0.0' })).rejects.toThrow(/expose-on-network/);
    const exposed = await startSandbox({ port: 0, quiet: true, host: '0.0.0.0', exposeOnNetwork: true });
    try {
      const token = exposed.sandboxToken!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const local = `http://127.0.0.1:${exposed.port}`;
      const without = await fetch(`${local}/_sandbox/sites`);
      expect(without.status).toBe(401);
      expect(await without.text()).not.toContain('IST.');
      expect((await fetch(`${local}/_sandbox/sites`, { headers: { 'x-sandbox-token': 'wrong' } })).status).toBe(401);
      expect((await fetch(`${local}/_sandbox/sites`, { headers: { 'x-sandbox-token': token } })).status).toBe(200);
      const viaQuery = await fetch(`${local}/_sandbox?token=${token}`);
      expect(viaQuery.status).toBe(200);
      // The inspection page's links then work: the token is kept in a same-site, HTTP-only cookie.
      const cookie = viaQuery.headers.get('set-cookie')!;
      expect(cookie).toMatch(/HttpOnly/i);
      const linked = await fetch(`${local}/_sandbox/requests`, { headers: { cookie: cookie.split(';')[0]! } });
      expect(linked.status).toBe(200);
      // Provider calls need their credentials as ever, not the token.
      expect((await fetch(`${local}/reviews/v1/reviews/query`, { method: 'POST', body: '{}' })).status).toBe(401);
    } finally {
      await exposed.close();
    }
  });

  it('the development build has a fixed id, derived from its manifest key as Chromium does', () => {
    expect(DEV_EXTENSION_ID).toMatch(/^[a-p]{32}$/);
    expect(extensionIdOfKey(DEV_EXTENSION_KEY)).toBe(DEV_EXTENSION_ID);
  });
});
