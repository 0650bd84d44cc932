// Saved replies: one made in the panel's manager is offered first for a five-star review, in the desk's
// reply editor and in the live page's Reply (its frame); picked by keyboard, it fills in the reviewer's
// first name and the item, is edited and sent, and the provider holds exactly the edited text. A second
// browser profile with the same sync data sees the same saved replies.
//
// Chromium's sync can't run here (no account, and the tests' browser runs with --disable-sync), so the
// second profile gets the first one's sync data the way sync would hand it over: storage.sync's contents
// read through the first profile's service worker and written through the second's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { expect, launchBrowser, test } from './fixtures';
import { letAxeIntoClosedControls, seriousFindings } from './pages/axe';
import { onProductPageConnected } from './pages/product-page-session';
import { openSidePanel } from './pages/side-panel';
import { approvedReviewOn, productNameOf } from './sandbox-db';
import type { SandboxHandle } from '../../sandbox/server';

const NAME = 'Five-star thanks';

/** Makes the review a five-star one by "Anna Berg" with no reply yet, straight in the sandbox's db. */
function fiveStarsByAnna(sandbox: SandboxHandle, siteId: string, reviewId: string): void {
  sandbox.db
    .prepare(
      `UPDATE reviews SET doc = json_remove(json_set(doc, '$.content.rating', 5, '$.author.authorName', 'Anna Berg'), '$.reply')
       WHERE site_id = ? AND id = ?`,
    )
    .run(siteId, reviewId);
}

const replyOf = (sandbox: SandboxHandle, siteId: string, id: string) =>
  (
    sandbox.db
      .prepare("SELECT json_extract(doc, '$.reply.message') AS m FROM reviews WHERE site_id = ? AND id = ?")
      .get(siteId, id) as { m: string | null }
  ).m;

/** Makes the saved reply in the Reviews tool's manager, its first name put in with the placeholder button. */
async function makeSavedReply(panel: Page): Promise<void> {
  await panel.evaluate(() => (window.location.hash = '#tool=reviews&reviews.scope=replies'));
  const view = panel.getByTestId('saved-replies-view');
  await view.getByRole('button', { name: 'New saved reply' }).click();
  const editor = view.getByTestId('saved-reply-editor');
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await editor
    .getByRole('textbox', { name: 'Reply', exact: true })
    .fill('Thank you, ! So glad {item} arrived in time.');
  await editor
    .getByRole('textbox', { name: 'Reply', exact: true })
    .evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(11, 11));
  await editor.getByRole('button', { name: "Insert reviewer's first name" }).click();
  await expect(editor.getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue(
    'Thank you, {first name}! So glad {item} arrived in time.',
  );
  await editor.getByLabel('4–5 stars').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(view.getByTestId('saved-reply-row').filter({ hasText: NAME })).toContainText('4–5 stars');
}

/** Whether a frame is the live page's reply editor (the strip's frame has reply forms too, without the line naming the review). */
const isReplyFrame = async (f: Frame) =>
  /live-frame\.html#/.test(f.url()) &&
  (await f
    .locator('.about + .reply textarea')
    .count()
    .catch(() => 0)) > 0;

/** The open reply editor's frame on the live page. */
async function replyFrame(live: Page): Promise<Frame> {
  let found: Frame | null = null;
  await expect
    .poll(
      async () => {
        for (const f of live.frames()) if (await isReplyFrame(f)) found = f;
        return found !== null;
      },
      { message: 'the reply editor’s frame on the live page' },
    )
    .toBe(true);
  return found!;
}

/** Everything the extension keeps in storage.sync, through its service worker. */
const syncData = (context: BrowserContext) =>
  context.serviceWorkers()[0]!.evaluate(() => chrome.storage.sync.get(null));

test('a saved reply made in the panel is offered first in the desk, filled in, edited and sent; a second profile with the same sync data sees it', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, product, panel } = await onProductPageConnected(context, extensionId, sandbox);
  const reviewId = approvedReviewOn(sandbox, site.id, product.path);
  fiveStarsByAnna(sandbox, site.id, reviewId);
  const item = productNameOf(sandbox, site.id, reviewId);
  await panel.page.bringToFront();
  await makeSavedReply(panel.page);

  // The desk's card of the review: Reply, then `/` in the empty editor opens the saved replies.
  const entityId = (
    sandbox.db.prepare('SELECT entity_id AS e FROM reviews WHERE site_id = ? AND id = ?').get(site.id, reviewId) as {
      e: string;
    }
  ).e;
  await panel.page.evaluate(
    (hash) => (window.location.hash = hash),
    `#tool=reviews&reviews.status=APPROVED&reviews.item=stores/${entityId}`,
  );
  const card = panel.card(reviewId);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  const area = card.getByLabel('Your public reply');
  await expect(area).toBeFocused();
  await panel.page.keyboard.press('/');
  const list = card.getByRole('listbox', { name: 'Saved replies' });
  await expect(list).toBeFocused();
  const suits = list.getByRole('group', { name: 'Suits this rating' });
  await expect(suits.getByRole('option').first()).toContainText(NAME);
  await expect(suits.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await panel.page.keyboard.press('Enter');
  await expect(area).toHaveValue(`Thank you, Anna! So glad ${item} arrived in time.`);
  await expect(area).toBeFocused();
  await panel.page.keyboard.press('End');
  await panel.page.keyboard.type(' See you soon!');
  expect(replyOf(sandbox, site.id, reviewId), 'nothing is sent before the click').toBeNull();
  await card.getByRole('button', { name: 'Save reply' }).click();
  await expect
    .poll(() => replyOf(sandbox, site.id, reviewId), { message: 'the reply the provider holds' })
    .toBe(`Thank you, Anna! So glad ${item} arrived in time. See you soon!`);

  // A second browser profile, handed the first one's sync data, lists the same saved replies once connected.
  const data = await syncData(context);
  expect(Object.keys(data).some((key) => key.startsWith('savedReplies.'))).toBe(true);
  const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-second-profile-'));
  const second = await launchBrowser(dir);
  try {
    const worker = second.serviceWorkers()[0] ?? (await second.waitForEvent('serviceworker'));
    await worker.evaluate((copied) => chrome.storage.sync.set(copied), data);
    const otherId = new URL(worker.url()).host;
    const otherPanel = await openSidePanel(second, otherId);
    await otherPanel.connectSandbox(sandbox.url);
    // Its options page: the saved replies of the account connected.
    await otherPanel.page.goto(`chrome-extension://${otherId}/options.html`);
    const names = (p: Page) => p.getByTestId('saved-reply-row').locator('p.font-medium').allInnerTexts();
    await expect(otherPanel.page.getByTestId('saved-reply-row').filter({ hasText: NAME })).toBeVisible();
    const firstNames = await names(await reopened(panel.page));
    await expect
      .poll(() => names(otherPanel.page), { message: 'the second profile’s saved replies' })
      .toEqual(firstNames);
  } finally {
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The first profile's panel back on its saved replies. */
async function reopened(panel: Page): Promise<Page> {
  await panel.evaluate(() => (window.location.hash = '#tool=reviews&reviews.scope=replies'));
  await expect(panel.getByTestId('saved-reply-row').filter({ hasText: NAME })).toBeVisible();
  return panel;
}

test('the live page’s Reply offers the saved reply first in its frame, fills it in, and sends the edited text', async ({
  context,
  extensionId,
  sandbox,
}) => {
  // A live page's frames, the panel and a reply sent from the page: near 40 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const { site, product, live, panel, controls } = await onProductPageConnected(context, extensionId, sandbox);
  const reviewId = approvedReviewOn(sandbox, site.id, product.path);
  fiveStarsByAnna(sandbox, site.id, reviewId);
  const item = productNameOf(sandbox, site.id, reviewId);
  await panel.page.bringToFront();
  await makeSavedReply(panel.page);

  await live.bringToFront();
  await live.reload();
  await expect
    .poll(() => controls.buttonNames(reviewId), { message: 'the review’s in-page controls' })
    .toEqual(['Reject', 'Reply']);
  await controls.click(reviewId, 'Reply');
  await expect.poll(() => controls.replyFocused(), { message: 'the caret in the reply editor' }).toBe(true);
  await live.keyboard.press('/');
  const frame = await replyFrame(live);
  const list = frame.getByRole('listbox', { name: 'Saved replies' });
  await expect(list).toBeFocused();
  await expect(list.getByRole('group', { name: 'Suits this rating' }).getByRole('option').first()).toContainText(NAME);
  // The list in the page's frame, in light and dark: no serious axe finding.
  expect(await letAxeIntoClosedControls(live)).toBeGreaterThan(0);
  expect(await seriousFindings(live, { include: '[data-sitekeeper]' })).toEqual([]);
  await list.focus();
  await live.keyboard.press('Enter');
  const area = frame.locator('textarea');
  await expect(area).toHaveValue(`Thank you, Anna! So glad ${item} arrived in time.`);
  await expect(area).toBeFocused();
  await live.keyboard.press('End');
  await live.keyboard.type(' Warmly, the team');
  expect(replyOf(sandbox, site.id, reviewId), 'nothing is sent before the click').toBeNull();
  await controls.click(reviewId, 'Save reply');
  await expect
    .poll(() => replyOf(sandbox, site.id, reviewId), { message: 'the reply the provider holds' })
    .toBe(`Thank you, Anna! So glad ${item} arrived in time. Warmly, the team`);
  // The page itself never had the text: it is in the extension's frame only.
  expect(await live.evaluate(() => document.documentElement.outerHTML.includes('So glad'))).toBe(false);
});
