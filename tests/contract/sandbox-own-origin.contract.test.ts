// The sandbox's own origin comes from the socket it listens on, never from the
// request's Host header. A Host naming another local port once made that port "the sandbox": a media
// import read another local server's secret and a webhook was registered to it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { rawRequest } from './raw-request.ts';

const { sandbox, site } = useSandbox();

// Another local service with a secret, on a port of its own.
let other: Server;
let otherPort = 0;
const otherHits: string[] = [];
beforeAll(async () => {
  other = createServer((req, res) => {
    otherHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end('TOP-SECRET');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherPort = (other.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

const ownPort = () => new URL(sandbox.url).port;
const api = (host: string, method: string, path: string, body?: unknown) =>
  rawRequest(
    sandbox.url,
    method,
    path,
    {
      host,
      authorization: site.apiKey,
      'wix-site-id': site.id,
      'content-type': 'application/json',
    },
    body === undefined ? undefined : JSON.stringify(body),
  );

describe('own origin from the listening socket', () => {
  it('a Host naming another local port does not let a media import read that port', async () => {
    const res = await api(`127.0.0.1:${otherPort}`, 'POST', '/site-media/v1/files/import', {
      url: `http://127.0.0.1:${otherPort}/secret.png`,
      mimeType: 'image/png',
    });
    expect(res.status).not.toBe(200);
    expect(res.body).not.toContain('TOP-SECRET');
    expect(otherHits).toEqual([]);
  });

  it('a Host naming another local port registers no webhook to it', async () => {
    const res = await rawRequest(
      sandbox.url,
      'POST',
      `/_sandbox/sites/${site.id}/webhooks`,
      { host: `127.0.0.1:${otherPort}`, 'content-type': 'application/json' },
      JSON.stringify({ url: `http://127.0.0.1:${otherPort}/hook` }),
    );
    expect(res.status).not.toBe(200);
    const hooks = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site.id}/webhooks`)).json()) as {
      webhooks: unknown[];
    };
    expect(hooks.webhooks).toEqual([]);
  });

  it('answers a Host on another port as not itself (403), and builds its URLs on its own port', async () => {
    expect((await api(`127.0.0.1:${otherPort}`, 'GET', '/urls-server/v2/published-site-urls')).status).toBe(403);
    expect((await api(`localhost:${otherPort}`, 'GET', '/_sandbox/sites')).status).toBe(403);
    expect((await api('127.0.0.1', 'GET', '/_sandbox/sites')).status).toBe(403); // port 80 is not ours
    const urls = await api(
      `127.0.0.1:${ownPort()}`,
      'GET',
      '/urls-server/v2/published-site-urls?filters.primary=false',
    );
    expect(urls.status).toBe(200);
    const own = (JSON.parse(urls.body) as { urls: Array<{ url: string }> }).urls.map((u) => new URL(u.url).port);
    expect(new Set(own)).toEqual(new Set([ownPort()]));
  });

  it('a known custom domain selects its site only on the sandbox port', async () => {
    const mine = await rawRequest(sandbox.url, 'GET', '/', { host: `bloom.localhost:${ownPort()}` });
    expect(mine.status).toBe(200);
    expect(mine.body).toContain(`http://bloom.localhost:${ownPort()}`);
    const elsewhere = await rawRequest(sandbox.url, 'GET', '/', { host: `bloom.localhost:${otherPort}` });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).not.toContain(`bloom.localhost:${otherPort}`);
  });
});
