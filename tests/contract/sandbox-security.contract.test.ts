// The sandbox against the websites its user visits (security findings 5 to 10): a web page is a
// client with `Origin: https://evil.example`, or one that points its own domain at 127.0.0.1.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';

const { sandbox, sites } = useSandbox();
const EVIL = 'https://evil.example';

/** A raw request with any Host header (fetch won't send a foreign Host). */
function raw(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('finding 5: no website can read API keys or drive the sandbox', () => {
  it('sends no CORS headers on /_sandbox, and refuses its state-changing calls from a foreign page', async () => {
    const list = await fetch(`${sandbox.url}/_sandbox/sites`, { headers: { origin: EVIL } });
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect(list.status).toBe(403);
    const reset = await fetch(`${sandbox.url}/_sandbox/sites/${sites[0]!.id}/reset`, { method: 'POST', headers: { origin: EVIL } });
    expect(reset.status).toBe(403);
    const preflight = await fetch(`${sandbox.url}/_sandbox/sites`, { method: 'OPTIONS', headers: { origin: EVIL, 'access-control-request-method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // Node, curl and the extension's background (no Origin, or its own) still get the listing.
    expect((await fetch(`${sandbox.url}/_sandbox/sites`)).status).toBe(200);
  });

  it('allows CORS on provider routes only for extension and loopback pages', async () => {
    const ask = (origin: string) =>
      fetch(`${sandbox.url}/reviews/v1/reviews/query`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' } });
    expect((await ask(EVIL)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await ask('http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect((await ask('moz-extension://0a1b2c3d')).headers.get('access-control-allow-origin')).toBe('moz-extension://0a1b2c3d');
  });

  it('refuses a request whose Host is not its own (DNS rebinding), and answers its loopback names', async () => {
    const rebound = await raw('GET', '/_sandbox/sites', { host: 'evil.example:80' });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('IST.');
    expect((await raw('GET', '/_sandbox/sites', { host: 'localhost' })).status).toBe(200);
    expect((await raw('GET', '/', { host: 'bloom.localhost' })).status).toBe(200);
  });

  it('gives every database its own API keys', async () => {
    const { startSandbox } = await import('../../sandbox/server.ts');
    const other = await startSandbox({ port: 0, quiet: true });
    try {
      const keys = async (url: string) => ((await (await fetch(`${url}/_sandbox/sites`)).json()) as { sites: Array<{ apiKey: string; id: string }> }).sites;
      const [mine, theirs] = [await keys(sandbox.url), await keys(other.url)];
      expect(mine.map((s) => s.id)).toEqual(theirs.map((s) => s.id)); // the same demo world…
      expect(mine[0]!.apiKey).not.toBe(theirs[0]!.apiKey); // …with keys of its own
      expect(mine[0]!.apiKey).toMatch(/^IST\./);
    } finally {
      await other.close();
    }
  });
});
