// The desk's item names under a failing products read: with 30 % of those reads refused (429 with
// Retry-After), every card names its item within seconds, never "an unnamed item" meanwhile, and a
// name once known costs no read again.
import { expect, test } from './fixtures';
import { openSidePanel } from './pages/side-panel';
import { pendingReviews, productNameOf, providerRequests } from './sandbox-db';
import { demoSites } from '../contract/sdk-client';
import type { FaultConfig } from '../../sandbox/faults/config';
import { SiteFaults } from '../../sandbox/faults/decide';

const PRODUCT_READS = ['/stores/v3/products/query', '/stores-reader/v1/products/query'];
const isProductRead = (c: { path: string }) => PRODUCT_READS.some((p) => c.path.startsWith(p));

/** The knobs: 30 % of the reads on `paths` refused, with the first one among them (so the desk's own read fails). */
function readsRefused(paths: string[]): FaultConfig {
  for (let seed = 1; ; seed++) {
    const config: FaultConfig = { rateLimit: { retryAfterSeconds: 1, probability: 0.3 }, paths, seed };
    if (new SiteFaults(config).next().outcome.kind === 'rate_limit') return config;
  }
}
const productReadsRefused = () => readsRefused(PRODUCT_READS);

test('under 30 % 429 on the products read, the desk names every item within seconds and never says "an unnamed item"', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const faults = await fetch(`${sandbox.url}/_sandbox/sites/${site!.id}/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(productReadsRefused()),
  });
  expect(faults.status).toBe(200);

  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  // Whatever the panel ever shows, from before its first card: "an unnamed item" would be caught here.
  await panel.page.evaluate(() => {
    const seen = { unnamed: false };
    (window as unknown as { names: typeof seen }).names = seen;
    const look = () => {
      if (document.body.innerText.includes('an unnamed item')) seen.unnamed = true;
    };
    new MutationObserver(look).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await panel.connectSandbox(sandbox.url);

  const pending = pendingReviews(sandbox, site!.id);
  await expect(panel.card(pending[0]!.id)).toBeVisible();
  // The desk's products read was refused: the page came without names.
  await expect
    .poll(async () => (await providerRequests(sandbox)).filter((c) => isProductRead(c) && c.status === 429).length)
    .toBeGreaterThan(0);

  const shown = await panel.reviewCards().evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')!));
  expect(shown.length).toBeGreaterThan(1);
  for (const id of shown)
    await expect(panel.card(id).getByTestId('review-item')).toHaveText(productNameOf(sandbox, site!.id, id), {
      timeout: 8_000,
    });

  // Known names are read no more: nothing more of the products in the next moments.
  const reads = (await providerRequests(sandbox)).filter(isProductRead).length;
  await panel.page.waitForTimeout(2_000);
  expect((await providerRequests(sandbox)).filter(isProductRead).length).toBe(reads);
  expect(await panel.page.evaluate(() => (window as unknown as { names: { unnamed: boolean } }).names.unnamed)).toBe(
    false,
  );
});

test('under 30 % 429 on the members read, the desk says each author’s kind within seconds and never "author type unknown"', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const MEMBERS_READ = '/members/v1/members/query';
  await fetch(`${sandbox.url}/_sandbox/sites/${site!.id}/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(readsRefused([MEMBERS_READ])),
  });
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.page.evaluate(() => {
    const seen = { unknown: false };
    (window as unknown as { kinds: typeof seen }).kinds = seen;
    new MutationObserver(() => {
      if (document.body.innerText.includes('author type unknown')) seen.unknown = true;
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  });
  await panel.connectSandbox(sandbox.url);

  const pending = pendingReviews(sandbox, site!.id);
  await expect(panel.card(pending[0]!.id)).toBeVisible();
  await expect
    .poll(
      async () => (await providerRequests(sandbox)).filter((c) => c.path === MEMBERS_READ && c.status === 429).length,
    )
    .toBeGreaterThan(0);
  const shown = await panel.reviewCards().evaluateAll((cards) => cards.map((c) => c.getAttribute('data-review-id')!));
  for (const id of shown)
    await expect(panel.card(id).getByTestId('review-author-type')).toHaveText(/^\((member|visitor)/, {
      timeout: 8_000,
    });
  expect(await panel.page.evaluate(() => (window as unknown as { kinds: { unknown: boolean } }).kinds.unknown)).toBe(
    false,
  );
});
