// The instant panel: a panel opened again draws the desk it last showed at once, from the
// browser session's cache (its last screen before the bundle has loaded, then its lists), marked with its age, with the service worker stopped and the provider
// slowed to 2 s; the fresh desk then replaces it. A write made in the panel reaches the kept copy.
import { expect, test } from './fixtures';
import { setFaults } from './media-db';
import { SidePanel, panelOnDemoSite } from './pages/side-panel';
import { pendingReviews } from './sandbox-db';
import { stopServiceWorker } from './stop-worker';
import { demoSites, sdkClient } from '../contract/sdk-client';
import type { BrowserContext } from '@playwright/test';

/** The review ids of the desk pages the panel has written to its session cache so far. */
const keptDeskReviews = (panel: SidePanel) =>
  panel.page.evaluate(async () => {
    const { panelCache } = (await chrome.storage.session.get('panelCache')) as {
      panelCache?: { queries: { queryKey: unknown[]; state: { data: { reviews: { id: string }[] } } }[] };
    };
    return (panelCache?.queries ?? [])
      .filter((q) => q.queryKey[0] === 'reviews' && q.queryKey[1] === 'desk')
      .flatMap((q) => q.state.data.reviews.map((r) => r.id));
  });

/**
 * Runs in the panel before its scripts: what the kept screen says in the frame it is first drawn in
 * (its age marker's words, its text), read as it is put in the page, before that frame.
 */
const FIRST_KEPT_FRAME = `new MutationObserver((_, observer) => {
  const kept = document.querySelector('[data-paint="kept"]');
  if (!kept) return;
  observer.disconnect();
  const marker = kept.querySelector('[data-paint-age]');
  window.__firstKept = { age: marker && !marker.hidden ? marker.textContent : null, text: kept.textContent };
}).observe(document, { childList: true, subtree: true });`;

/** The side panel opened again in a new page, watched from its first script by FIRST_KEPT_FRAME. */
async function reopenWatched(context: BrowserContext, extensionId: string): Promise<SidePanel> {
  const page = await context.newPage();
  await page.addInitScript(FIRST_KEPT_FRAME);
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  return new SidePanel(page);
}

/** What FIRST_KEPT_FRAME saw: null when no kept screen was drawn. */
const firstKept = (panel: SidePanel) =>
  panel.page.evaluate(() => (window as { __firstKept?: { age: string | null; text: string } }).__firstKept ?? null);

/** The kept screen (lib/paint/keep-paint.ts) as JSON: the review ids its cards carry, among the rest. */
const keptScreen = (panel: SidePanel) =>
  panel.page.evaluate(async () => JSON.stringify((await chrome.storage.session.get('panelPaint')).panelPaint ?? null));

test('reopened with the provider slowed to 2 s and the worker stopped, the panel shows the cached desk at once, then the fresh one', async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(60_000);
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const [newest, second] = pendingReviews(sandbox, site.id);
  await expect(panel.card(newest!.id)).toBeVisible();
  // Fresh from the provider: no age marker.
  await expect(panel.page.getByTestId('cached-age')).toHaveCount(0);
  await expect.poll(() => keptDeskReviews(panel)).toContain(second!.id);
  // A write made in the panel reaches the kept copy: the approved review leaves it too.
  await panel.card(second!.id).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.card(second!.id)).toHaveCount(0);
  await expect.poll(() => keptDeskReviews(panel)).not.toContain(second!.id);
  expect(await keptDeskReviews(panel)).toContain(newest!.id);

  // Meanwhile the newest pending review is approved elsewhere: the fresh desk no longer has it.
  await sdkClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id }).reviews.updateModerationStatus(newest!.id, {
    status: 'APPROVED',
  });
  // The screen is kept too (lib/paint/keep-paint.ts): the desk without the approved review.
  await expect
    .poll(async () => {
      const kept = await keptScreen(panel);
      return kept.includes(newest!.id) && !kept.includes(second!.id);
    })
    .toBe(true);
  await setFaults(sandbox, site.id, { latencyMs: 2000 });
  await stopServiceWorker(context, panel.page);
  await panel.page.close();

  const again = await reopenWatched(context, extensionId);
  // The cached desk, at once: the approved review is still in it (no fresh answer could show it, and
  // none arrives before 2 s), marked with its age.
  await expect(again.card(newest!.id)).toBeVisible({ timeout: 2000 });
  await expect(again.page.getByTestId('cached-age')).toBeVisible();
  await expect(again.page.getByTestId('cached-age')).toHaveText(/^as of (a moment ago|\d+ minutes? ago)$/);
  await expect(again.card(second!.id)).toHaveCount(0);
  // Drawn by the panel's first script from the kept screen before the bundle ran, then replaced by React's first render.
  const marks = await again.page.evaluate(() => ({
    painted: performance.getEntriesByName('panel:painted')[0]?.startTime ?? null,
    bundle: performance.getEntriesByName('panel:start')[0]?.startTime ?? null,
  }));
  expect(marks.painted).not.toBeNull();
  expect(marks.painted!).toBeLessThan(marks.bundle!);
  // Marked with its age from the first frame it is drawn in: the desk was kept as it was read then.
  expect((await firstKept(again))?.age).toMatch(/^as of (a moment ago|\d+ minutes? ago)$/);
  await expect(again.page.locator('[data-paint]')).toHaveCount(0);
  // At the panel's narrowest, the marker sits whole beside the tab's scope buttons, within their height:
  // no line of its own that its going would leave empty or close up.
  await again.page.setViewportSize({ width: 320, height: 800 });
  const age = again.page.getByTestId('cached-age');
  const scope = again.page.getByRole('navigation', { name: 'Which reviews' });
  const ageBox = (await age.boundingBox())!;
  const scopeBox = (await scope.boundingBox())!;
  expect(ageBox.y).toBeGreaterThanOrEqual(scopeBox.y - 1);
  expect(ageBox.y + ageBox.height).toBeLessThanOrEqual(scopeBox.y + scopeBox.height + 1);
  expect(ageBox.x).toBeGreaterThanOrEqual(scopeBox.x + scopeBox.width);
  expect(ageBox.x + ageBox.width).toBeLessThanOrEqual(320);
  expect(await age.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const listTop = async () => (await again.page.getByTestId('review-list').boundingBox())?.y;
  const topWhileCached = await listTop();

  // Then the fresh desk replaces it: the approved review leaves the queue and the marker goes.
  await expect(again.card(newest!.id)).toHaveCount(0, { timeout: 20_000 });
  await expect(again.page.getByTestId('cached-age')).toBeHidden();
  await expect(again.reviewCards().first()).toBeVisible();
  // The marker was no banner: the list did not move when it went.
  expect(await listTop()).toBe(topWhileCached);
});

test("a site picked in the header is not drawn when the panel opens again: it opens on the tab's site from its first frame", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const other = (await demoSites(sandbox.url)).find((s) => s.id !== site.id)!;
  await expect(panel.reviewCards().first()).toBeVisible();
  await expect.poll(() => keptScreen(panel), { message: "the tab's site's desk kept" }).toContain(site.name);
  await panel.pickSite(other.name);
  await expect(panel.sitePicker()).toHaveAttribute('data-site-id', other.id);
  await expect(panel.sitePicker()).toContainText(other.name);
  await expect(panel.reviewCards().first()).toBeVisible();
  // Two of the kept screen's one-a-second moments pass with the picked site shown: it is not kept.
  await panel.page.waitForTimeout(2_500);
  expect(await keptScreen(panel)).not.toContain(other.name);
  await stopServiceWorker(context, panel.page);
  await panel.page.close();

  const again = await reopenWatched(context, extensionId);
  await expect(again.sitePicker()).toHaveAttribute('data-site-id', site.id);
  const kept = await firstKept(again);
  expect(kept?.text ?? '').not.toContain(other.name);
});
