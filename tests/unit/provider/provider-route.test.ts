// The provider route (lib/provider/provider-route.ts): where provider traffic goes, Wix or the
// local sandbox, and everything that follows it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionsItem, type Connection } from '@/lib/storage';

type Seam = typeof import('@/lib/provider/provider-route');

const SANDBOX = 'http://127.0.0.1:4010';
const sandboxConnection: Connection = {
  kind: 'sandbox',
  apiKey: 'sandbox-key',
  accountId: 'acc',
  sandboxUrl: `${SANDBOX}/`,
};
const wixConnection: Connection = { kind: 'api-key', apiKey: 'wix-key', accountId: 'acc' };

let seam: Seam;
let sent: string[];

beforeEach(async () => {
  vi.resetModules();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return new Response('{}');
    }),
  );
  seam = await import('@/lib/provider/provider-route');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("a client's fetch", () => {
  it('on the sandbox: provider hosts go to the sandbox, any other host is refused', async () => {
    const f = seam.clientFetch(seam.routeOf(sandboxConnection));
    await f('https://www.wixapis.com/reviews/v1/reviews/query', { method: 'POST' });
    await f('https://edge.wixapis.com/members/v1/members');
    expect(sent).toEqual([`${SANDBOX}/reviews/v1/reviews/query`, `${SANDBOX}/members/v1/members`]);
    await expect(f('https://evil.example/steal')).rejects.toThrow(/Refusing to send a sandbox credential/);
    await expect(f('https://www.wixapis.com.evil.example/x')).rejects.toThrow(/Refusing/);
    expect(sent).toHaveLength(2);
  });

  it('stays bound to its own route when the current route changes (in-flight calls never switch hosts)', async () => {
    seam.installTokenRoute();
    const wix = seam.clientFetch(seam.routeOf(wixConnection));
    const sandbox = seam.clientFetch(seam.routeOf(sandboxConnection));
    await seam.setProviderRoute(seam.routeOf(sandboxConnection));
    await wix('https://www.wixapis.com/reviews/v1/reviews/query');
    await seam.setProviderRoute(seam.TO_WIX);
    await sandbox('https://www.wixapis.com/reviews/v1/reviews/query');
    expect(sent).toEqual(['https://www.wixapis.com/reviews/v1/reviews/query', `${SANDBOX}/reviews/v1/reviews/query`]);
  });
});

describe("the SDK's token calls (global fetch)", () => {
  it('follow the current route; other URLs are untouched', async () => {
    seam.installTokenRoute();
    await fetch('https://www.wixapis.com/oauth2/token', { method: 'POST' });
    await seam.setProviderRoute(seam.routeOf(sandboxConnection));
    await fetch('https://www.wixapis.com/oauth2/token', { method: 'POST' });
    await fetch('https://example.com/page');
    expect(sent).toEqual([
      'https://www.wixapis.com/oauth2/token',
      `${SANDBOX}/oauth2/token`,
      'https://example.com/page',
    ]);
  });

  it('wait at worker start until the stored connection is read', async () => {
    seam.installTokenRoute();
    let read!: (r: ReturnType<Seam['routeOf']>) => void;
    void seam.setProviderRoute(new Promise((resolve) => (read = resolve)));
    const call = fetch('https://www.wixapis.com/oauth2/token', { method: 'POST' });
    await Promise.resolve();
    expect(sent).toEqual([]);
    read(seam.routeOf(sandboxConnection));
    await call;
    expect(sent).toEqual([`${SANDBOX}/oauth2/token`]);
  });

  it('production build (no sandbox address built in): nothing is rerouted and no sandbox route becomes current', async () => {
    vi.stubEnv('WXT_SANDBOX_URL', undefined);
    const native = globalThis.fetch;
    seam.installTokenRoute();
    expect(globalThis.fetch).toBe(native);
    await seam.setProviderRoute(seam.routeOf(sandboxConnection));
    expect(seam.providerRoute()).toEqual(seam.TO_WIX);
    expect(seam.publicMediaUrl('https://static.wixstatic.com/media/a.jpg')).toBe(
      'https://static.wixstatic.com/media/a.jpg',
    );
  });
});

describe('what follows the route', () => {
  it("public media URLs: Wix's media host is the sandbox's stand-in only on the sandbox", async () => {
    expect(seam.publicMediaUrl('https://static.wixstatic.com/media/a.jpg')).toBe(
      'https://static.wixstatic.com/media/a.jpg',
    );
    await seam.setProviderRoute(seam.routeOf(sandboxConnection));
    expect(seam.publicMediaUrl('https://static.wixstatic.com/media/a.jpg')).toBe(
      `${SANDBOX}/_media/wixstatic/media/a.jpg`,
    );
    expect(seam.publicMediaUrl('https://static.wixstatic.com/other/a.jpg')).toBe(
      'https://static.wixstatic.com/other/a.jpg',
    );
  });

  it('the upload host the panel asks a grant for', () => {
    expect(seam.uploadOrigin(seam.routeOf(wixConnection))).toBe('https://upload.wixmp.com');
    expect(seam.uploadOrigin(seam.routeOf(sandboxConnection))).toBe(SANDBOX);
  });

  it('the current route is the stored connection: at worker start and when it changes', async () => {
    const { followConnection } = await import('@/lib/service/connection/provider-route');
    const route = await import('@/lib/provider/provider-route');
    await connectionsItem.setValue([sandboxConnection]);
    await followConnection();
    expect(route.providerRoute()).toEqual({ to: 'sandbox', base: SANDBOX });
    await followConnection(null);
    expect(route.providerRoute()).toEqual(route.TO_WIX);
    await followConnection(wixConnection);
    expect(route.providerRoute()).toEqual(route.TO_WIX);
  });
});
