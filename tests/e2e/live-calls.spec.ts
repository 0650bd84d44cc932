// What a live page's actions cost the admin's rate limit, in the sandbox's request log: Reject, its
// Undo and the strip's actions cost their write and nothing after it (the background knows the status
// the review had, so the toolbar badge follows the write with no count); a reply costs its write and the
// one read before it, and opening its editor one read (docs/architecture.md, "A write costs its call,
// not a refetch"). The side panel is closed first: its own quiet refresh is the desk's, not the page's.
import { expect, test } from './fixtures';
import { badgeOf } from './pages/options-page';
import { onProductPageConnected } from './pages/product-page-session';
import { approvedReviewOn, pendingReviews, providerCallsSettled, providerRequests, reviewStatus } from './sandbox-db';
import type { SandboxHandle } from '../../sandbox/server';

const clearLog = (sandbox: SandboxHandle) => fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
/** Longer than the badge's wait before it counts again after writes (lib/service/badge/badge.ts BADGE_QUIET_MS). */
const QUIET_MS = 6_000;

/** The provider calls since the log was cleared, once none came for QUIET_MS. */
async function callsUntilQuiet(sandbox: SandboxHandle): Promise<string[]> {
  await providerCallsSettled(sandbox, QUIET_MS, 30_000);
  return (await providerRequests(sandbox)).map((c) => `${c.method} ${c.path}`);
}

const moderation = (id: string) => `PATCH /reviews/v1/reviews/${id}/moderate`;
const reply = (id: string) => `PATCH /reviews/v1/reviews/${id}/reply`;
const query = 'POST /reviews/v1/reviews/query';

/** The product page, its controls drawn and the background's page-load calls done, the panel closed. */
async function quietProductPage(...[context, extensionId, sandbox]: Parameters<typeof onProductPageConnected>) {
  const session = await onProductPageConnected(context, extensionId, sandbox);
  const published = approvedReviewOn(sandbox, session.site.id, session.product.path);
  await expect.poll(() => session.controls.state(published)).toBe('Approved');
  await session.panel.page.close();
  // What the page's load and the closed panel set going (a badge count once writes are quiet) is done
  // before the log starts: a second of quiet was too short on a busy machine.
  await providerCallsSettled(sandbox, QUIET_MS, 30_000);
  await clearLog(sandbox);
  return { ...session, published };
}

test("a shown review's Reject and its Undo cost their writes, and nothing after", async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const { site, live, controls, published } = await quietProductPage(context, extensionId, sandbox);
  const waiting = String(pendingReviews(sandbox, site.id).length);
  await expect.poll(() => badgeOf(context, live.url())).toBe(waiting);

  await controls.click(published, 'Reject');
  await expect.poll(() => reviewStatus(sandbox, site.id, published)).toBe('REJECTED');
  await expect.poll(() => controls.buttonNames(published)).toContain('Undo');
  await controls.click(published, 'Undo');
  await expect.poll(() => reviewStatus(sandbox, site.id, published)).toBe('APPROVED');

  expect(await callsUntilQuiet(sandbox)).toEqual([moderation(published), moderation(published)]);
  // Neither write moved the waiting count, and the badge knew it from what it was told.
  expect(await badgeOf(context, live.url())).toBe(waiting);
});

test('a reply costs its write and the read before it; its editor opens on one read', async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const { site, live, controls, published } = await quietProductPage(context, extensionId, sandbox);

  await controls.click(published, 'Reply');
  await expect.poll(() => controls.replyText(published)).toBe('');
  expect(await callsUntilQuiet(sandbox)).toEqual([query]);

  await clearLog(sandbox);
  await expect.poll(() => controls.replyFocused(), { message: 'the caret in the reply editor' }).toBe(true);
  await live.keyboard.type('Thank you for writing.');
  await controls.click(published, 'Save reply');
  await expect.poll(() => controls.state(published)).toContain('Reply saved');
  expect(
    (
      sandbox.db
        .prepare("SELECT json_extract(doc, '$.reply.message') AS m FROM reviews WHERE site_id = ? AND id = ?")
        .get(site.id, published) as { m: string | null }
    ).m,
  ).toBe('Thank you for writing.');
  // The read is the check that the reply is still the one the editor showed (lib/service/reviews/moderate.ts).
  expect(await callsUntilQuiet(sandbox)).toEqual([query, reply(published)]);
});

test("the strip's approve, its Undo and a reject cost their writes, and the badge counts right with no call", async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const { site, product, live, controls } = await quietProductPage(context, extensionId, sandbox);
  const [first, second] = product.pendingIds as [string, string];
  const waiting = pendingReviews(sandbox, site.id).length;
  await expect.poll(() => badgeOf(context, live.url())).toBe(String(waiting));

  await controls.clickInStrip(`${product.pendingIds.length} review`);
  await expect.poll(() => controls.stripReviewIds()).toContain(first);
  // Opening the strip reads the site's rules once where the background doesn't know them (each waiting
  // review then says why it waits): that is the strip's opening, counted before its actions.
  await expect.poll(() => controls.stripWhy(first), { message: 'why the first review waits' }).toMatch(/^Held/);
  await providerCallsSettled(sandbox, 1_000);
  await clearLog(sandbox);
  await controls.clickInStrip('Approve', first);
  await expect.poll(() => reviewStatus(sandbox, site.id, first)).toBe('APPROVED');
  await expect.poll(() => controls.stripState(first)).toContain('Approved');
  await controls.clickInStrip('Undo', first);
  await expect.poll(() => reviewStatus(sandbox, site.id, first)).toBe('REJECTED');
  await controls.clickInStrip('Reject', second);
  await expect.poll(() => reviewStatus(sandbox, site.id, second)).toBe('REJECTED');

  expect(await callsUntilQuiet(sandbox)).toEqual([moderation(first), moderation(first), moderation(second)]);
  // The approve took one out of the waiting ones, its Undo none (the review was approved by then), the
  // reject one: the badge says so from the answers, with no count.
  expect(await badgeOf(context, live.url())).toBe(String(waiting - 2));
  expect(pendingReviews(sandbox, site.id)).toHaveLength(waiting - 2);
});
