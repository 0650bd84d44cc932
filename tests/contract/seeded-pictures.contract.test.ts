// Every picture the demo data names (members' photos and covers, contacts' pictures, reviews' photos,
// the media files) is on Wix's public media host, which the sandbox stands in for: each one, as the
// extension routes it (lib/provider/provider-route.ts) and as the live pages show it, answers 200
// with an image, drawn from its id where the demo data has no bytes.
import { describe, expect, it } from 'vitest';
import { publicMediaUrl, routeOf } from '../../lib/provider/provider-route.ts';
import { pictureSrc } from '../../sandbox/live/picture-src.ts';
import { useSandbox } from './harness.ts';

const { sandbox, sites } = useSandbox();
const WIX_STATIC = /^https:\/\/static\.wixstatic\.com\/media\/[^"\s]+$/;

/** Every string anywhere in `value` that is a picture on Wix's public media host. */
function picturesIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string' && WIX_STATIC.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const v of value) picturesIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) picturesIn(v, found);
  return found;
}

/** The tables a site's export holds, with every row's JSON doc parsed. */
async function exported(siteId: string): Promise<unknown> {
  const res = await fetch(`${sandbox.url}/_sandbox/sites/${siteId}/export`);
  expect(res.status).toBe(200);
  return JSON.parse(JSON.stringify(await res.json()), (_key, v: unknown) =>
    typeof v === 'string' && v.startsWith('{') ? (JSON.parse(v) as unknown) : v,
  );
}

async function expectPicture(url: string) {
  const res = await fetch(url);
  const type = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  expect({ url, status: res.status, image: /^image\//.test(type) }).toEqual({ url, status: 200, image: true });
  expect(bytes.length).toBeGreaterThan(0);
}

describe('the demo data’s pictures', () => {
  it('each answer 200 with an image, as the extension routes them and as the live pages show them', async () => {
    const route = routeOf({ sandboxUrl: sandbox.url });
    const all = new Set<string>();
    for (const site of sites) picturesIn(await exported(site.id), all);
    // Members' photos, contacts' pictures and reviews' photos are among them, not only media files.
    expect(all.size).toBeGreaterThan(40);
    for (const url of all) {
      const routed = publicMediaUrl(url, route);
      expect(routed.startsWith(`${sandbox.url}/_media/wixstatic/media/`)).toBe(true);
      await expectPicture(routed);
      await expectPicture(pictureSrc(url, sandbox.url));
    }
  });

  it('draw a picture of the same bytes for the same id, a PNG for an image the demo data names but has no file of', async () => {
    const url = `${sandbox.url}/_media/wixstatic/media/a27d24_0123456789ab~mv2.jpg`;
    const [a, b] = await Promise.all([fetch(url), fetch(url)]);
    expect(a.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  });
});
