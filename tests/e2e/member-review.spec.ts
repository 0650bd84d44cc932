// "Write a review as the logged-in member": the member logged in through the Members tab writes a
// review (author from the member's token); a second review of the same item is refused with the
// provider's DUPLICATE_REVIEW, and nothing more is written.
import { expect, test } from './fixtures';
import { panelOnDemoSite } from './pages/side-panel';
import { md5, png } from './media-bytes';
import { mediaFile } from './media-db';
import { storedMembers } from './members-db';

test("write a review as the logged-in member; a second one for the same item is refused with the provider's reason", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);

  // Without a member logged in, the form says how to get one.
  await panel.openRequestsPart('Write a review as the logged-in member');
  const section = panel.page.getByRole('region', { name: 'Write a review as the logged-in member' });
  await expect(section).toContainText('No member is logged in for this site.');

  await panel.openActAsMember();
  await panel.page.getByLabel("OAuth client id of the site's headless app").fill(site.oauthClientId);
  const [login] = await Promise.all([
    context.waitForEvent('page'),
    panel.page.getByRole('button', { name: 'Log in as a member' }).click(),
  ]);
  await login.waitForLoadState();
  const button = login.getByRole('button', { name: /^Log in as / }).first();
  const memberId = (await button.getAttribute('value'))!;
  const member = storedMembers(sandbox, site.id).find((m) => m.id === memberId)!;
  await button.click();
  await expect(panel.page.getByTestId('acting-as')).toBeVisible();

  // An item this member has not reviewed yet.
  const productId = (
    sandbox.db
      .prepare(
        "SELECT p.id FROM products p WHERE p.site_id = ? AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.site_id = p.site_id AND json_extract(r.doc, '$.entityId') = p.id AND json_extract(r.doc, '$.author.contactId') = (SELECT json_extract(doc, '$.contactId') FROM members WHERE site_id = ? AND id = ?)) ORDER BY p.position LIMIT 1",
      )
      .get(site.id, site.id, memberId) as { id: string }
  ).id;
  // The form, still open, now writes as that member.
  await expect(section.getByTestId('review-as-member')).toContainText(member.nickname);
  const form = section.getByRole('form', { name: 'Write a review as the logged-in member' });
  const write = async (title: string, photo?: Buffer) => {
    await form.getByLabel('Item (product name or ID)').fill(productId);
    await form.getByLabel('4 ★').check();
    await form.getByLabel('Title').fill(title);
    if (photo)
      await form
        .getByTestId('review-photo-input')
        .setInputFiles({ name: 'member.png', mimeType: 'image/png', buffer: photo });
    await form.getByRole('button', { name: 'Write the review' }).click();
  };
  const photo = png(5, 5);
  await write('Written as a member', photo);
  await expect(form.getByTestId('collected-status')).not.toBeEmpty();
  const count = () =>
    (
      sandbox.db
        .prepare("SELECT COUNT(*) AS n FROM reviews WHERE site_id = ? AND json_extract(doc, '$.entityId') = ?")
        .get(site.id, productId) as { n: number }
    ).n;
  const mine = sandbox.db
    .prepare(
      "SELECT doc FROM reviews WHERE site_id = ? AND json_extract(doc, '$.content.title') = 'Written as a member'",
    )
    .get(site.id) as { doc: string };
  expect(JSON.parse(mine.doc).author.authorName).toBe(member.nickname);
  // Its photo: uploaded by the member into the visitor uploads, the review's media point at it.
  const fileId = (JSON.parse(mine.doc) as { content: { media: { image: { id: string } }[] } }).content.media[0]!.image
    .id;
  expect(mediaFile(sandbox, site.id, fileId)).toMatchObject({
    parentFolderId: 'visitor-uploads',
    hash: md5(photo),
    displayName: 'member.png',
  });
  const after = count();

  await write('A second one');
  await expect(form.getByRole('alert')).toContainText('DUPLICATE_REVIEW');
  expect(count()).toBe(after);
});
