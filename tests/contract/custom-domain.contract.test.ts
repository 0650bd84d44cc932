// Bloom & Basket's custom-domain-like address: the same live pages at the root of
// http://bloom.localhost:<port>, routed by the Host header (Node's fetch can't set Host, and may
// not resolve *.localhost, so requests go to 127.0.0.1 through node:http with that Host).
import { request } from 'node:http';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';

const { sandbox, sites } = useSandbox();
const window = new Window();
afterAll(() => window.happyDOM.close());

const bloom = () => sites.find((s) => s.name === 'Bloom & Basket')!;
const customHost = () => `bloom.localhost:${sandbox.port}`;

function getWithHost(path: string, host: string): Promise<{ status: number; text: string; doc: Document }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: sandbox.port, path, headers: { Host: host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text,
          doc: new window.DOMParser().parseFromString(text, 'text/html') as unknown as Document,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const fedopsOf = (doc: Document) =>
  (JSON.parse(doc.getElementById('wix-fedops')!.textContent!) as { data: { site: Record<string, unknown> } }).data.site;
const metaSiteId = (doc: Document) =>
  doc.querySelector('meta[http-equiv="X-Wix-Meta-Site-Id"]')?.getAttribute('content');

describe('the custom domain', () => {
  it('serves the home page at its root with externalBaseUrl on the custom address and the same metaSiteId', async () => {
    const origin = `http://${customHost()}`;
    expect(bloom().customDomainUrl).toBe(origin);
    const { status, doc } = await getWithHost('/', customHost());
    expect(status).toBe(200);
    expect(fedopsOf(doc)).toMatchObject({ metaSiteId: bloom().id, externalBaseUrl: origin });
    expect(metaSiteId(doc)).toBe(bloom().id);
    const links = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    expect(links.length).toBeGreaterThan(6);
    for (const href of links) expect(href.startsWith(`${origin}/`)).toBe(true);
  });

  it('serves product and profile pages whose links stay on it; unknown paths get the site 404 page', async () => {
    const home = await getWithHost('/', customHost());
    const productPath = new URL(home.doc.querySelector('a[href*="/product-page/"]')!.getAttribute('href')!).pathname;
    const product = await getWithHost(productPath, customHost());
    expect(product.status).toBe(200);
    expect(product.doc.querySelector('#SITE_HEADER a')?.getAttribute('href')).toBe(`http://${customHost()}/`);
    expect(fedopsOf(product.doc).externalBaseUrl).toBe(`http://${customHost()}`);
    const profilePath = new URL(home.doc.querySelector('a[href*="/profile/"]')!.getAttribute('href')!).pathname;
    expect((await getWithHost(profilePath, customHost())).status).toBe(200);

    const missing = await getWithHost('/no/such/page', customHost());
    expect(missing.status).toBe(404);
    expect(missing.doc.querySelector('[data-hook="not-found"]')).not.toBeNull();
    expect(metaSiteId(missing.doc)).toBe(bloom().id);
  });

  it('answers nothing but the site on that host: /_sandbox and provider paths are 404 there', async () => {
    expect((await getWithHost('/_sandbox/sites', customHost())).status).toBe(404);
    expect((await getWithHost('/members/v1/members', customHost())).status).toBe(404);
  });

  it('answers only live pages there: no media routes (an upload there would be same-origin with the live pages); the sandbox URL keeps them', async () => {
    const seededImage = 'a27d24_1dd694ff441c~mv2.jpg'; // a demo review photo's id
    for (const path of [
      `/_media/wixstatic/media/${seededImage}`,
      `/_media/static/${bloom().id}/anything`,
      '/_media/download/anything',
      '/_media/tus',
      '/oauth2/token-info',
    ]) {
      const answer = await getWithHost(path, customHost());
      expect(answer.status, path).toBe(404);
      expect(answer.doc.querySelector('[data-hook="not-found"]'), path).not.toBeNull(); // the site's 404 page
    }
    const own = await getWithHost(`/_media/wixstatic/media/${seededImage}`, `127.0.0.1:${sandbox.port}`);
    expect(own.status).toBe(200);
  });

  it('the sandbox URL keeps serving the site; every site carries the X-Wix-Meta-Site-Id meta', async () => {
    for (const s of sites) {
      const { status, doc } = await getWithHost(
        `/sites/${new URL(s.liveUrl).pathname.split('/')[2]}/`,
        `127.0.0.1:${sandbox.port}`,
      );
      expect(status).toBe(200);
      expect(metaSiteId(doc)).toBe(s.id);
      expect(fedopsOf(doc)).toMatchObject({ metaSiteId: s.id, externalBaseUrl: s.liveUrl });
    }
    expect(sites.filter((s) => s.customDomainUrl !== null).map((s) => s.name)).toEqual(['Bloom & Basket']);
  });

  it('/_sandbox lists the custom address and the app credentials on the inspection page', async () => {
    const page = await (await fetch(`${sandbox.url}/_sandbox`)).text();
    expect(page).toContain(`http://${customHost()}`);
    expect(page).toContain(bloom().app!.instanceId);
    expect(page).toContain(bloom().app!.appSecret);
    expect(page).toContain('Identity rules');
  });
});
