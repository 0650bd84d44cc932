// Query Sites (account level) and the custom-domain address, as the extension reaches them: the
// official SDK's fetchWithAuth with an account-level ApiKeyStrategy (no SDK module has this call).
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listAccountSites } from '../../lib/provider/site-list.ts';
import { useSandbox } from './harness.ts';

const h = useSandbox();
const connection = (apiKey: string, accountId: string) => ({ kind: 'sandbox' as const, apiKey, accountId, label: 't', sandboxUrl: h.sandbox.url });

/** GET on the sandbox's port with another Host (Node does not resolve *.localhost the way browsers do). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(h.sandbox.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Query Sites', () => {
  it("lists the account's own sites with their published addresses, the custom domain first where one is connected", async () => {
    const [bloom, harbor, other] = h.sites;
    const sites = await listAccountSites(connection(bloom!.apiKey, bloom!.accountId));
    expect(sites.map((s) => s.id).sort()).toEqual([bloom!.id, harbor!.id].sort());
    expect(sites.map((s) => s.id)).not.toContain(other!.id);
    const b = sites.find((s) => s.id === bloom!.id)!;
    expect(b.name).toBe(bloom!.name);
    expect(b.urls).toEqual([bloom!.customDomainUrl, bloom!.liveUrl]);
    expect(sites.find((s) => s.id === harbor!.id)!.urls).toEqual([harbor!.liveUrl]);
  });

  it('pages with cursors: metadata.cursors.next until hasNext is false', async () => {
    const [bloom] = h.sites;
    const post = (body: unknown) =>
      fetch(`${h.sandbox.url}/site-list/v2/sites/query`, {
        method: 'POST',
        headers: { authorization: bloom!.apiKey, 'wix-account-id': bloom!.accountId, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as { sites: Array<{ id: string }>; metadata: { hasNext: boolean; cursors: { next: string | null } } } }));
    const first = await post({ query: { cursorPaging: { limit: 1 } } });
    expect(first.json.sites).toHaveLength(1);
    expect(first.json.metadata.hasNext).toBe(true);
    const second = await post({ query: { cursorPaging: { limit: 1, cursor: first.json.metadata.cursors.next } } });
    expect(second.json.sites).toHaveLength(1);
    expect(second.json.sites[0]!.id).not.toBe(first.json.sites[0]!.id);
    expect(second.json.metadata).toMatchObject({ hasNext: false, cursors: { next: null } });
    expect((await post({ query: { cursorPaging: { limit: 1, cursor: 'garbage' } } })).status).toBe(400);
  });

  it("refuses another account's id and site-level credentials with the provider's 403", async () => {
    const [bloom, , other] = h.sites;
    await expect(listAccountSites(connection(bloom!.apiKey, other!.accountId))).rejects.toMatchObject({ status: 403 });
  });
});

describe('the custom-domain address', () => {
  it('serves the demo site at the root of its own host, with the site id markers and links that stay on it', async () => {
    const [bloom] = h.sites;
    const host = new URL(bloom!.customDomainUrl!).host;
    const home = await getWithHost('/', host);
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<meta http-equiv="X-Wix-Meta-Site-Id" content="${bloom!.id}">`);
    expect(home.body).toContain(`"metaSiteId":"${bloom!.id}"`);
    expect(home.body).toContain(`"externalBaseUrl":"http://${host}"`);
    expect(home.body).toMatch(new RegExp(`href="http://${host.replace('.', '\\.')}/product-page/`));
    expect(home.body).not.toContain('/sites/bloom-and-basket');
    const provider = await getWithHost('/_sandbox/sites', host);
    expect(provider.status).toBe(404); // only live pages answer there
  });
});
