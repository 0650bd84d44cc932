// Saves the live demo pages as HTML fixtures for unit tests of the content script:
//   npx tsx sandbox/scripts/write-fixtures.ts
// Pages are rendered for host 127.0.0.1:4010 (and bloom.localhost:4010, the custom domain) with a
// fixed session id, so the files are stable.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSandboxApp } from '../app.ts';
import { openDatabase } from '../db/open.ts';
import { listPublicMembers } from '../domains/members/store.ts';
import { listProducts } from '../domains/products/store.ts';
import { listSitesWithKeys } from '../domains/sites/store.ts';
import { seedAll } from '../seed/load.ts';

const OUT = join(import.meta.dirname, '../../tests/fixtures/sandbox');
const BASE = 'http://127.0.0.1:4010';

const db = openDatabase(':memory:');
seedAll(db);
const app = createSandboxApp(db, { quiet: true, selfOrigin: BASE });
const site = listSitesWithKeys(db)[0]!;
const product = listProducts(db, site.id)[0]!;
const member = listPublicMembers(db, site.id, 1)[0]!;

const pages: Record<string, string> = {
  'home.html': `/sites/${site.slug}/`,
  'product-page.html': `/sites/${site.slug}/product-page/${product.slug}`,
  'profile-page.html': `/sites/${site.slug}/profile/${member.profile.slug}/profile`,
};

mkdirSync(OUT, { recursive: true });
// The same home page on the site's custom-domain-like address (routed by the Host header).
const CUSTOM_HOST = 'bloom.localhost:4010';
const onCustomHost: Record<string, string> = { 'custom-domain-home.html': '/' };

for (const [file, path] of [...Object.entries(pages), ...Object.entries(onCustomHost)]) {
  const custom = file in onCustomHost;
  const res = await app.request(
    custom ? `http://${CUSTOM_HOST}${path}` : `${BASE}${path}`,
    // In-process requests carry no Host of their own; the host guard wants one of the sandbox's names.
    { headers: { Host: custom ? CUSTOM_HOST : new URL(BASE).host } },
  );
  const html = (await res.text()).replace(/"sessionId":"[^"]+"/, '"sessionId":"00000000-0000-4000-8000-000000000000"');
  writeFileSync(join(OUT, file), html);
  console.log(`${res.status} ${custom ? CUSTOM_HOST : ''}${path} → tests/fixtures/sandbox/${file}`);
}
db.close();
