// The request budget per site (lib/provider/request-budget.ts) against the sandbox's per-site rate
// limit: with the site allowing two calls a minute and one of them spent 47 s ago (on the site's
// clock), the admin's approval in the desk lands; the desk's refresh after it is refused (429 with a
// wait of about ten seconds, when the spent call leaves the window), and the panel says its reads are
// held back rather than showing an error; an approval made meanwhile waits for the site's wait to end
// (never sent into a refusal) and lands; once the wait is over, the reads go and the notice leaves.
// The spent call is placed on the site's clock so the wait is seconds, not the minute a fresh window takes.
import { siteNow } from '../../sandbox/clock/site-clock';
import { rateLimitFor } from '../../sandbox/rate-limit/store';
import type { SandboxHandle } from '../../sandbox/server';
import { expect, test } from './fixtures';
import { panelOnDemoSite } from './pages/side-panel';
import { pendingReviews, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';

async function setRateLimit(sandbox: SandboxHandle, callsPerMinute: number | null): Promise<void> {
  const res = await fetch(`${sandbox.url}/_sandbox/rate-limit`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ callsPerMinute }),
  });
  expect(res.ok).toBe(true);
}

/** Moves the site's clock on: the rate limit's window is on it, so a minute on it empties the window. */
async function advanceSiteClock(sandbox: SandboxHandle, siteId: string, advanceMs: number): Promise<void> {
  const res = await fetch(`${sandbox.url}/_sandbox/sites/${siteId}/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  expect(res.ok).toBe(true);
}

const moderationsOf = async (sandbox: SandboxHandle, reviewId: string) =>
  (await providerRequests(sandbox))
    .filter((r) => r.method === 'PATCH' && r.path.endsWith(`/${reviewId}/moderate`))
    .map((r) => r.status);

test('with the site rate-limited, approvals in the desk land and the panel says its reads are held back', async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const [first, second] = pendingReviews(sandbox, site.id);
  await expect(panel.card(first!.id)).toBeVisible();
  await expect(panel.card(second!.id)).toBeVisible();
  await providerCallsSettled(sandbox);

  // Two calls a minute for the site, a minute gone on its clock (an empty window), one call spent now
  // and 47 s more gone: the next call goes, the ones after it wait until the spent one is a minute old.
  await setRateLimit(sandbox, 2);
  await advanceSiteClock(sandbox, site.id, 60_000);
  expect(rateLimitFor(sandbox.db).take(site.id, siteNow(sandbox.db, site.id).getTime())).toEqual({ ok: true });
  await advanceSiteClock(sandbox, site.id, 47_000);
  const notice = panel.page.getByRole('status').and(panel.page.getByTestId('reads-held'));
  await expect(notice).toBeEmpty();

  await panel.card(first!.id).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect.poll(() => reviewStatus(sandbox, site.id, first!.id)).toBe('APPROVED');
  expect(await moderationsOf(sandbox, first!.id)).toEqual([200]);

  // The desk's refresh after the approval is refused: the panel says its reads wait, and how long.
  await expect(notice).toHaveText(/^The site asked us to slow down: refreshing in \d+ s$/);
  const seconds = Number(/(\d+) s$/.exec((await notice.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(2);
  expect(seconds).toBeLessThanOrEqual(13);

  // An approval made meanwhile honours the site's wait: not sent yet, so never refused.
  await panel.card(second!.id).getByRole('button', { name: 'Approve', exact: true }).click();
  await panel.page.waitForTimeout(1_500);
  expect(await moderationsOf(sandbox, second!.id)).toEqual([]);
  expect(reviewStatus(sandbox, site.id, second!.id)).not.toBe('APPROVED');

  // The limit lifted: when the site's wait is over, the held approval goes first and lands once, the
  // reads follow and the notice leaves.
  await setRateLimit(sandbox, null);
  await expect.poll(() => reviewStatus(sandbox, site.id, second!.id), { timeout: 30_000 }).toBe('APPROVED');
  expect(await moderationsOf(sandbox, second!.id)).toEqual([200]);
  await expect(notice).toBeEmpty({ timeout: 10_000 });
  await expect(panel.card(first!.id)).toHaveCount(0);
  await expect(panel.card(second!.id)).toHaveCount(0);
  await expect(panel.page.getByRole('alert')).toHaveCount(0); // no error was shown for the held reads
});
