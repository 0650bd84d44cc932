// What is private on a live page (the pending reviews, every reply being typed) lives in the
// extension's frame, out of the page script's reach; and the page can't choose which review a control
// acts on (docs/security.md §6). The attacker is script on a page of the admin's own,
// enabled site (a third-party widget): it runs in the page's world, as `page.evaluate` does.
import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { onProductPageConnected } from './pages/product-page-session';
import { LiveControls } from './pages/live-controls';
import { storedMembers } from './members-db';
import { memberControlsText, memberFrameText } from './pages/open-member-control';
import { openSidePanel } from './pages/side-panel';
import {
  approvedReviewOn,
  productWithPendingReviews,
  providerCallsSettled,
  providerRequests,
  reviewStatus,
} from './sandbox-db';
import type { SandboxHandle } from '../../sandbox/server';

const MARKER = 'Zephyrquill';

/** Gives a pending review a word found nowhere else on the site. */
function markPending(sandbox: SandboxHandle, siteId: string, id: string): void {
  sandbox.db
    .prepare(`UPDATE reviews SET doc = json_set(doc, '$.content.body', ?) WHERE site_id = ? AND id = ?`)
    .run(`Arrived late, the ${MARKER} scarf was torn.`, siteId, id);
}

/** A published review of another product of the site, with its author. */
function otherProductsReview(sandbox: SandboxHandle, siteId: string, notSlug: string): { id: string; author: string } {
  return sandbox.db
    .prepare(
      `SELECT r.id AS id, json_extract(r.doc, '$.author.authorName') AS author FROM reviews r
       JOIN products p ON p.site_id = r.site_id AND p.id = r.entity_id
       WHERE r.site_id = ? AND p.slug <> ? AND r.moderation_status = 'APPROVED' AND author IS NOT NULL
       ORDER BY r.created_date DESC LIMIT 1`,
    )
    .get(siteId, notSlug) as { id: string; author: string };
}

test("the page's script can't find a pending review's words nor hear a reply being typed", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const pending = productWithPendingReviews(sandbox, site!.id);
  markPending(sandbox, site!.id, pending.pendingIds[0]!);
  const { product, live, controls } = await onProductPageConnected(context, extensionId, sandbox);
  const published = approvedReviewOn(sandbox, site!.id, product.path);
  await expect.poll(() => controls.stripHeading()).not.toBeNull();
  await live.evaluate(() => {
    const w = window as Window & { heard?: string[] };
    w.heard = [];
    for (const type of ['keydown', 'keypress', 'keyup', 'input'])
      window.addEventListener(type, (e) => w.heard!.push((e as KeyboardEvent).key ?? type), true);
  });

  // Open, the strip lists the pending review (the admin sees it) ...
  await controls.clickInStrip(`${product.pendingIds.length} review`);
  await expect.poll(() => controls.stripReviewIds()).toContain(pending.pendingIds[0]);
  // ... and the page's script finds neither its words nor the count anywhere.
  const found = await live.evaluate(
    ([marker, count]) => {
      const w = window as unknown as { find: (s: string) => boolean };
      const find = (s: string) => {
        getSelection()?.removeAllRanges();
        return w.find(s);
      };
      return {
        control: find('Reviews'), // what the page itself shows is found: the search works
        marker: find(marker),
        count: find(`${count} reviews of this item`),
        text: document.body.innerText,
      };
    },
    [MARKER, String(product.pendingIds.length)] as const,
  );
  expect(found.control).toBe(true);
  expect(found.marker).toBe(false);
  expect(found.count).toBe(false);
  expect(found.text).not.toContain(MARKER);

  // A reply typed in the strip and one typed under a published review: the page hears no key.
  await controls.clickInStrip('Reply', pending.pendingIds[0]);
  await live.keyboard.type('Sorry about that');
  await controls.click(published, 'Reply');
  await expect.poll(() => controls.replyText(published)).not.toBeNull();
  await expect.poll(() => controls.replyFocused(), { message: 'the caret in the reply editor' }).toBe(true);
  await live.keyboard.type('Thanks a lot');
  expect(await controls.replyText(published)).toContain('Thanks a lot');
  expect(await live.evaluate(() => (window as Window & { heard?: string[] }).heard)).toEqual([]);
});

test('a control names the review it acts on, and acts only from where it was put', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, product, live, controls } = await onProductPageConnected(context, extensionId, sandbox);
  const shownId = approvedReviewOn(sandbox, site.id, product.path);
  await expect.poll(() => controls.state(shownId)).toBe('Approved');

  // The page relabels a review it shows with another product's review: that review's control names the
  // other review's author (from the background's answer), so what the admin confirms is what is acted on.
  const slug = product.path.split('/').pop()!;
  const other = otherProductsReview(sandbox, site.id, slug);
  await live.evaluate((id) => {
    const decoy = document.querySelector('[data-review-id]')!.cloneNode(true) as HTMLElement;
    decoy.querySelector('[data-sitekeeper]')?.remove();
    decoy.setAttribute('data-review-id', id);
    document.querySelector('[data-review-id]')!.before(decoy);
  }, other.id);
  await expect.poll(() => controls.about(other.id)).toContain(`${other.author}:`);
  expect(await controls.about(shownId)).not.toContain(`${other.author}:`);

  // The page moves a control into a banner of its own: a click there does nothing and the control goes.
  await live.evaluate((id) => {
    const host = document.querySelector(`[data-sitekeeper="moderate"][data-review-id="${id}"]`)!;
    const banner = document.createElement('div');
    banner.textContent = 'Claim your coupon:';
    banner.style.cssText = 'position:fixed;top:0;left:0;right:0;background:#fff;padding:20px;z-index:10';
    banner.append(host);
    document.body.append(banner);
  }, shownId);
  await controls.click(shownId, 'Reject').catch(() => undefined);
  await expect.poll(() => controls.state(shownId)).toBeNull();
  expect(reviewStatus(sandbox, site.id, shownId)).toBe('APPROVED');

  // Relabelling the element a control sits on drops the control too, untouched review and all.
  const next = await live.evaluate(() => {
    const host = document.querySelectorAll('[data-sitekeeper="moderate"]')[1]!;
    const id = host.getAttribute('data-review-id')!;
    host.parentElement!.setAttribute('data-review-id', crypto.randomUUID());
    return id;
  });
  await controls.click(next, 'Reject').catch(() => undefined);
  await expect.poll(() => controls.state(next)).toBeNull();
  expect(reviewStatus(sandbox, site.id, next)).toBe('APPROVED');
});

test("a review relabelled before the controls load with another product's review is named, and not acted on", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const product = productWithPendingReviews(sandbox, site!.id);
  const shownId = approvedReviewOn(sandbox, site!.id, product.path);
  const other = otherProductsReview(sandbox, site!.id, product.path.split('/').pop()!);
  // A page of its own: its init script must not outlive the test (the first tab is kept for the next).
  const live = await context.newPage();
  // The page's script relabels a review it shows as the other product's review, before Sitekeeper reads the page.
  await live.addInitScript(
    ([from, to]) =>
      document.addEventListener('DOMContentLoaded', () =>
        document.querySelector(`[data-review-id="${from}"]`)?.setAttribute('data-review-id', to),
      ),
    [shownId, other.id] as const,
  );
  await live.goto(`${site!.liveUrl}${product.path}`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await live.bringToFront();
  const controls = await LiveControls.of(live);

  // The control names the other review (the background's word) ...
  await expect.poll(() => controls.about(other.id)).toContain(`${other.author}:`);
  const before = (await providerRequests(sandbox)).length;
  await controls.click(other.id, 'Reject');
  // ... and refuses it: that review is not about the product this page shows. No write is sent.
  await expect.poll(() => controls.alertText(other.id)).toContain('This review is not about the product on this page');
  await providerCallsSettled(sandbox);
  const moderations = (await providerRequests(sandbox))
    .slice(before)
    .filter((c) => c.method === 'PATCH' && c.path.endsWith('/moderate'));
  expect(moderations).toEqual([]);
  expect(reviewStatus(sandbox, site!.id, other.id)).toBe('APPROVED');
});

test("a member's report count reaches only the extension's frame, on that member's own profile page", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const { id, count } = sandbox.db
    .prepare(
      `SELECT reported_member_id AS id, COUNT(*) AS count FROM member_reports WHERE site_id = ?
       GROUP BY reported_member_id ORDER BY count DESC LIMIT 1`,
    )
    .get(site!.id) as { id: string; count: number };
  const member = storedMembers(sandbox, site!.id).find((m) => m.id === id)!;
  const mark = `Reported ${count}×`;
  // A page of its own: its init script must not outlive the test (the first tab is kept for the next).
  const live = await context.newPage();
  // On the home page, the page's script names the reported member as if it were their profile.
  await live.addInitScript((memberId) => {
    if (location.pathname.includes('/profile/')) return;
    document.addEventListener('DOMContentLoaded', () => {
      const holder = document.createElement('div');
      holder.setAttribute('data-member-id', memberId);
      holder.textContent = 'Member';
      document.body.prepend(holder);
    });
  }, id);
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await live.bringToFront();
  const find = (s: string) =>
    live.evaluate((text) => {
      getSelection()?.removeAllRanges();
      return (window as unknown as { find: (s: string) => boolean }).find(text);
    }, s);

  // The member's controls come (so the page was read), and no report count reaches the page.
  await expect.poll(() => memberControlsText(live), { timeout: 15_000 }).toContain('Open in Sitekeeper');
  await providerCallsSettled(sandbox);
  expect(await find('Open in Sitekeeper')).toBe(true); // what the page shows is found: the search works
  expect(await find(mark)).toBe(false);
  expect(await find('Reported')).toBe(false);
  expect(await memberControlsText(live)).not.toContain('Reported');
  expect(await memberFrameText(live)).not.toContain('Reported');

  // On the member's own profile page the admin sees the mark, in the extension's frame only.
  await live.goto(`${site!.liveUrl}/profile/${member.slug}/profile`);
  await expect.poll(() => memberFrameText(live), { timeout: 15_000 }).toContain(mark);
  expect(await find(mark)).toBe(false);
  expect(await memberControlsText(live)).not.toContain('Reported');
});
