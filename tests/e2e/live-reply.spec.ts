// The live page's Reply on a review that already has a reply: it reads "Edit reply", opens with the
// reply, and saving edits it (the desk shows the edited reply); a reply changed meanwhile elsewhere is
// shown, not replaced unseen. The in-page controls are at least 24 × 24 CSS px (WCAG 2.2 target size).
import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { onProductPageConnected } from './pages/product-page-session';
import { approvedReviewOn, productWithPendingReviews } from './sandbox-db';
import type { SandboxHandle } from '../../sandbox/server';

const replyOf = (sandbox: SandboxHandle, siteId: string, id: string) =>
  (
    sandbox.db
      .prepare("SELECT json_extract(doc, '$.reply.message') AS m FROM reviews WHERE site_id = ? AND id = ?")
      .get(siteId, id) as { m: string | null }
  ).m;

/** Writes a reply straight into the sandbox's db, as if it were written elsewhere (the panel, another tab). */
function setReply(sandbox: SandboxHandle, siteId: string, id: string, message: string): void {
  const at = new Date().toISOString();
  sandbox.db
    .prepare("UPDATE reviews SET doc = json_set(doc, '$.reply', json(?)) WHERE site_id = ? AND id = ?")
    .run(JSON.stringify({ message, createdDate: at, updatedDate: at }), siteId, id);
}

test('the live Reply on a replied review opens pre-filled as "Edit reply", saving edits it, and the desk shows the edited reply', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const published = approvedReviewOn(sandbox, site!.id, productWithPendingReviews(sandbox, site!.id).path);
  setReply(sandbox, site!.id, published, 'Thank you for the kind words!');
  const { live, panel, controls } = await onProductPageConnected(context, extensionId, sandbox);

  // The page's one answer carried the reply: the control says so.
  await expect.poll(() => controls.buttonNames(published)).toEqual(['Reject', 'Edit reply']);
  // Every control is a target of at least 24 × 24 CSS px.
  for (const size of await controls.buttonSizes(published)) {
    expect(size.width, size.name).toBeGreaterThanOrEqual(24);
    expect(size.height, size.name).toBeGreaterThanOrEqual(24);
  }

  await controls.click(published, 'Edit reply');
  await expect.poll(() => controls.replyText(published)).toBe('Thank you for the kind words!');
  await live.keyboard.press('End');
  await expect.poll(() => controls.replyFocused(), { message: 'the caret in the reply editor' }).toBe(true);
  await live.keyboard.type(' See you soon.');
  await controls.click(published, 'Save reply');
  await expect.poll(() => controls.state(published)).toContain('Reply saved');
  expect(replyOf(sandbox, site!.id, published)).toBe('Thank you for the kind words! See you soon.');
  expect(await controls.buttonNames(published)).toContain('Edit reply');

  // The desk shows the edited reply on the review's card.
  const entityId = (
    sandbox.db.prepare('SELECT entity_id AS e FROM reviews WHERE site_id = ? AND id = ?').get(site!.id, published) as {
      e: string;
    }
  ).e;
  await panel.page.bringToFront();
  await panel.page.evaluate(
    (hash) => (window.location.hash = hash),
    `#tool=reviews&reviews.status=APPROVED&reviews.item=stores/${entityId}`,
  );
  await expect(panel.card(published).getByTestId('review-reply')).toContainText(
    'Thank you for the kind words! See you soon.',
  );
  await expect(panel.card(published).getByRole('button', { name: 'Edit reply' })).toBeVisible();

  // Changed meanwhile elsewhere, while the editor is open: the page's edit is refused, shows the reply as
  // it is now and keeps the admin's text; saving again replaces the reply they have now seen.
  await live.bringToFront();
  await controls.click(published, 'Edit reply');
  await expect.poll(() => controls.replyText(published)).toBe('Thank you for the kind words! See you soon.');
  await expect.poll(() => controls.replyFocused(), { message: 'the caret in the reply editor' }).toBe(true);
  await live.keyboard.press('End');
  await live.keyboard.type(' (edited)');
  setReply(sandbox, site!.id, published, 'Changed in another tab.');
  await controls.click(published, 'Save reply');
  await expect
    .poll(() => controls.alertText(published))
    .toBe('Meanwhile the reply was changed to “Changed in another tab.”. Save again to replace it with yours.');
  expect(replyOf(sandbox, site!.id, published)).toBe('Changed in another tab.');
  expect(await controls.replyText(published)).toBe('Thank you for the kind words! See you soon. (edited)');
  await controls.click(published, 'Save reply');
  await expect
    .poll(() => replyOf(sandbox, site!.id, published))
    .toBe('Thank you for the kind words! See you soon. (edited)');
  await expect.poll(() => controls.alertText(published)).toBe('');

  // The editor opens with the reply as the provider has it when it opens, not as the page first learned it.
  setReply(sandbox, site!.id, published, 'Written in the dashboard.');
  await controls.click(published, 'Edit reply');
  await expect.poll(() => controls.replyText(published)).toBe('Written in the dashboard.');
});
