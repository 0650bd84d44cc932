// The sandbox against the websites its user visits (docs/security.md §10): a web page is a
// client with `Origin: https://evil.example`, or one that points its own domain at 127.0.0.1.
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { rawRequest } from './raw-request.ts';

const { sandbox, sites } = useSandbox();
const EVIL = 'https://evil.example';

/** A raw request with any Host header (fetch won't send a foreign Host). */
const raw = (method: string, path: string, headers: Record<string, string>) =>
  rawRequest(sandbox.url, method, path, headers);

describe('no website can read API keys or drive the sandbox', () => {
  it('sends no CORS headers on /_sandbox, and refuses its state-changing calls from a foreign page', async () => {
    const list = await fetch(`${sandbox.url}/_sandbox/sites`, { headers: { origin: EVIL } });
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect(list.status).toBe(403);
    const reset = await fetch(`${sandbox.url}/_sandbox/sites/${sites[0]!.id}/reset`, {
      method: 'POST',
      headers: { origin: EVIL },
    });
    expect(reset.status).toBe(403);
    const preflight = await fetch(`${sandbox.url}/_sandbox/sites`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // Node, curl and the extension's background (no Origin, or its own) still get the listing.
    expect((await fetch(`${sandbox.url}/_sandbox/sites`)).status).toBe(200);
  });

  it('allows CORS on provider routes only for extension and loopback pages', async () => {
    const ask = (origin: string) =>
      fetch(`${sandbox.url}/reviews/v1/reviews/query`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    expect((await ask(EVIL)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await ask('http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:5173',
    );
    expect((await ask('moz-extension://0a1b2c3d')).headers.get('access-control-allow-origin')).toBe(
      'moz-extension://0a1b2c3d',
    );
  });

  it('refuses a request whose Host is not its own (DNS rebinding), and answers its loopback names', async () => {
    const rebound = await raw('GET', '/_sandbox/sites', { host: 'evil.example:80' });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('IST.');
    // On its own port only (a Host without a port names port 80, not the sandbox).
    const port = new URL(sandbox.url).port;
    expect((await raw('GET', '/_sandbox/sites', { host: `localhost:${port}` })).status).toBe(200);
    expect((await raw('GET', '/', { host: `bloom.localhost:${port}` })).status).toBe(200);
  });

  it('gives every database its own API keys', async () => {
    const { startSandbox } = await import('../../sandbox/server.ts');
    const other = await startSandbox({ port: 0, quiet: true });
    try {
      const keys = async (url: string) =>
        ((await (await fetch(`${url}/_sandbox/sites`)).json()) as { sites: Array<{ apiKey: string; id: string }> })
          .sites;
      const [mine, theirs] = [await keys(sandbox.url), await keys(other.url)];
      expect(mine.map((s) => s.id)).toEqual(theirs.map((s) => s.id)); // the same demo world…
      expect(mine[0]!.apiKey).not.toBe(theirs[0]!.apiKey); // …with keys of its own
      expect(mine[0]!.apiKey).toMatch(/^IST\./);
    } finally {
      await other.close();
    }
  });
});

const site0 = () => sites[0]!;
const provider = (path: string, body: unknown, extra: Record<string, string> = {}) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { authorization: site0().apiKey, 'wix-site-id': site0().id, 'content-type': 'application/json', ...extra },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('export never writes outside its folder', () => {
  it('refuses to import a site whose slug climbs with ../, and the file helper refuses such a name', async () => {
    const snap = (await (await fetch(`${sandbox.url}/_sandbox/sites/${site0().id}/export`)).json()) as {
      site: Record<string, unknown>;
    };
    snap.site.slug = '../../escaped';
    const res = await fetch(`${sandbox.url}/_sandbox/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(snap),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('slug');
    const { fileInside } = await import('../../sandbox/transfer/files.ts');
    expect(() => fileInside('/tmp/exports', '../../escaped.json')).toThrow(/outside/);
    expect(fileInside('/tmp/exports', 'bloom-and-basket.json')).toBe('/tmp/exports/bloom-and-basket.json');
  });
});

describe('paging limits hold for cursors too', () => {
  it('answers 400 to a reviews cursor whose own limit was tampered with (-1 would mean no limit)', async () => {
    const first = (await (
      await provider('/reviews/v1/reviews/query', { query: { cursorPaging: { limit: 2 } } })
    ).json()) as { metadata: { cursors: { next: string } } };
    const next = first.metadata.cursors.next;
    const state = JSON.parse(Buffer.from(next, 'base64url').toString('utf8')) as Record<string, unknown>;
    for (const limit of [-1, 0, 100_000]) {
      const tampered = Buffer.from(JSON.stringify({ ...state, limit })).toString('base64url');
      const res = await provider('/reviews/v1/reviews/query', { query: { cursorPaging: { cursor: tampered } } });
      expect(res.status, String(limit)).toBe(400);
    }
  });

  it('answers 400 to a media list cursor with a tampered limit', async () => {
    const first = (await (
      await fetch(`${sandbox.url}/site-media/v1/files?paging.limit=1`, {
        headers: { authorization: site0().apiKey, 'wix-site-id': site0().id },
      })
    ).json()) as {
      nextCursor: { cursors: { next: string } };
    };
    const next = first.nextCursor.cursors.next;
    const state = JSON.parse(Buffer.from(next, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...state, limit: -1 })).toString('base64url');
    const res = await fetch(`${sandbox.url}/site-media/v1/files?paging.cursor=${tampered}`, {
      headers: { authorization: site0().apiKey, 'wix-site-id': site0().id },
    });
    expect(res.status).toBe(400);
  });
});

describe('uploaded bytes are never a page on the sandbox origin', () => {
  it('serves an uploaded HTML file as a download with nosniff and a sandboxing CSP; images stay inline', async () => {
    const uploadUrl = async (mimeType: string, fileName: string) =>
      (
        (await (await provider('/site-media/v1/files/generate-upload-url', { mimeType, fileName })).json()) as {
          uploadUrl: string;
        }
      ).uploadUrl;
    const html = await fetch(`${await uploadUrl('text/html', 'evil.html')}?filename=evil.html`, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: '<script>fetch("/_sandbox/sites")</script>',
    });
    const { file } = (await html.json()) as { file: { url: string } };
    const served = await fetch(file.url);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const img = await fetch(`${await uploadUrl('image/png', 'dot.png')}?filename=dot.png`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    const imgFile = ((await img.json()) as { file: { url: string } }).file;
    const shown = await fetch(imgFile.url);
    expect(shown.headers.get('content-disposition')).toBeNull();
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('bounded bodies and filters', () => {
  it('refuses a JSON body over 1 MiB with 413 in the provider error shape', async () => {
    const res = await provider('/reviews/v1/reviews/query', { query: { filter: { title: 'x'.repeat(1_100_000) } } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ details: { applicationError: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('refuses a filter nested 200 000 deep with 400 (no stack overflow, no 500)', async () => {
    // 100 000 levels fit in the 1 MiB body limit (200 000 would already be refused as too large).
    const deep = `${'{"$not":'.repeat(100_000)}{}${'}'.repeat(100_000)}`;
    const res = await provider('/contacts/v4/contacts/query', `{"query":{"filter":${deep}}}`);
    expect(res.status).toBe(400);
    const moderate = `{"$and":[${'{"$or":['.repeat(40)}{"rating":5}${']}'.repeat(40)}]}`;
    const nested = await provider('/reviews/v1/reviews/query', `{"query":{"filter":${moderate}}}`);
    expect(nested.status).toBe(400);
    expect(await nested.text()).toMatch(/levels deep/);
  });

  it('refuses a TUS chunk that runs past its declared length (413), read with a running count', async () => {
    const { uploadUrl, uploadToken } = (await (
      await provider('/site-media/v1/files/generate-resumable-upload-url', {
        mimeType: 'text/plain',
        fileName: 'a.txt',
      })
    ).json()) as {
      uploadUrl: string;
      uploadToken: string;
    };
    const meta = `token ${Buffer.from(uploadToken).toString('base64')},filename ${Buffer.from('a.txt').toString('base64')}`;
    const created = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '4', 'upload-metadata': meta },
    });
    expect(created.status).toBe(201);
    const patch = await fetch(created.headers.get('location')!, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(1000),
    });
    expect(patch.status).toBe(413);
  });
});
