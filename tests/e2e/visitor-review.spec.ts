// "Write a review as a visitor": the admin enters the site's OAuth client id once; the review is
// written with an anonymous visitor token, lands pending (sandbox db) and is approved in the desk.
import { expect, test } from './fixtures';
import { panelOnDemoSite } from './pages/side-panel';
import { md5, png } from './media-bytes';
import { mediaFile } from './media-db';
import { firstProductId, pendingReviews, providerRequests, reviewStatus } from './sandbox-db';

test('write a review as a visitor: an unknown OAuth client id is refused readably, the right one writes a pending review, the desk approves it', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  await panel.openRequestsPart('Write a review as a visitor');
  const section = panel.page.getByRole('region', { name: 'Write a review as a visitor' });
  const productId = firstProductId(sandbox, site.id);

  // An id that is no OAuth client of the site: the provider's refusal is shown, nothing is written.
  await section.getByLabel("The site's OAuth client id").fill('00000000-0000-4000-8000-00000000c11e');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByTestId('visitor-identity')).toContainText('00000000-0000-4000-8000-00000000c11e');
  const form = section.getByRole('form', { name: 'Write a review as a visitor' });
  await form.getByLabel("Visitor's name").fill('Vera Visitor');
  await form.getByLabel("Visitor's email").fill('vera.visitor@example.com');
  await form.getByLabel('Item (product name or ID)').fill(productId);
  await form.getByLabel('5 ★').check();
  await form.getByLabel('Title').fill('Testing the review flow');
  const pendingBefore = pendingReviews(sandbox, site.id).length;
  await form.getByRole('button', { name: 'Write the review' }).click();
  await expect(form.getByRole('alert')).toContainText(
    "The site's OAuth client gave no visitor token: Unknown clientId 00000000-0000-4000-8000-00000000c11e.",
  );
  await expect(form.getByRole('alert')).toContainText('invalid_client');
  // Refused before anything was created: no contact for the visitor's email.
  expect(
    sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM contacts WHERE site_id = ? AND primary_email = ?')
      .get(site.id, 'vera.visitor@example.com'),
  ).toEqual({ n: 0 });
  expect(pendingReviews(sandbox, site.id)).toHaveLength(pendingBefore);

  // The site's own client id (the sandbox lists it): written, pending, as the provider says.
  await section.getByRole('button', { name: 'Change' }).click();
  await section.getByLabel("The site's OAuth client id").fill(site.oauthClientId);
  await section.getByRole('button', { name: 'Save' }).click();
  await form.getByLabel('5 ★').check();
  await form.getByLabel('Title').fill('Testing the review flow');
  await form.getByRole('button', { name: 'Write the review' }).click();
  await expect(form.getByTestId('collected-review')).toHaveAttribute('data-status', 'IN_MODERATION');
  await expect(form.getByTestId('collected-status')).toHaveText('Pending');
  const mine = pendingReviews(sandbox, site.id).find((r) => r.author === 'Vera Visitor');
  expect(mine?.entityId).toBe(productId);
  await expect(form.getByTestId('collected-review')).toHaveAttribute('data-review-id', mine!.id);
  // Written: the form starts over empty, so the same review is not one click from being written twice.
  await expect(form.getByLabel("Visitor's name")).toHaveValue('');
  await expect(form.getByLabel("Visitor's email")).toHaveValue('');
  await expect(form.getByLabel('Item (product name or ID)')).toHaveValue('');
  await expect(form.getByLabel('Title')).toHaveValue('');

  // The desk's pending queue has it; approve it there.
  await panel.page.getByRole('tab', { name: 'Reviews' }).click();
  await panel.card(mine!.id).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.card(mine!.id)).toHaveCount(0);
  expect(reviewStatus(sandbox, site.id, mine!.id)).toBe('APPROVED');

  // The client id was entered once: it is still there after a reload.
  await panel.page.reload();
  await panel.page.getByRole('tab', { name: 'Requests' }).click();
  await panel.page.getByText('Write a review as a visitor', { exact: true }).first().click();
  await expect(section.getByTestId('visitor-identity')).toContainText(site.oauthClientId);
});

test('a visitor review with a photo: an unsupported file is refused before any call, the PNG lands in the visitor uploads, the review waits in the desk with its thumbnail', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  await panel.openRequestsPart('Write a review as a visitor');
  const section = panel.page.getByRole('region', { name: 'Write a review as a visitor' });
  const productId = firstProductId(sandbox, site.id);
  await section.getByLabel("The site's OAuth client id").fill(site.oauthClientId);
  await section.getByRole('button', { name: 'Save' }).click();
  const form = section.getByRole('form', { name: 'Write a review as a visitor' });
  await form.getByLabel("Visitor's name").fill('Pia Photo');
  await form.getByLabel("Visitor's email").fill('pia.photo@example.com');
  await form.getByLabel('Item (product name or ID)').fill(productId);
  await form.getByLabel('4 ★').check();
  await form.getByLabel('Title').fill('Look at these roses');

  // A text file: the message names it, nothing is listed, no upload URL was asked for.
  const photos = form.getByTestId('review-photo-input');
  await photos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(form.getByTestId('review-photo-problems')).toHaveText(
    "notes.txt can't be added: a review photo must be a JPEG, PNG, GIF or WebP image.",
  );
  await expect(form.getByTestId('review-photo')).toHaveCount(0);
  const uploadUrlCalls = async () =>
    (await providerRequests(sandbox)).filter((r) => r.path.includes('generate-upload-url')).length;
  expect(await uploadUrlCalls()).toBe(0);

  // A PNG: previewed, uploaded with the visitor's token when the review is written.
  const bytes = png(6, 4);
  await photos.setInputFiles({ name: 'roses.png', mimeType: 'image/png', buffer: bytes });
  await expect(form.getByRole('img', { name: 'Preview of roses.png' })).toBeVisible();
  await expect(form.getByTestId('review-photo-problems')).toHaveCount(0);
  await form.getByRole('button', { name: 'Write the review' }).click();
  await expect(form.getByTestId('collected-review')).toHaveAttribute('data-status', 'IN_MODERATION');
  await expect(form.getByTestId('collected-status')).toHaveText('Pending');
  expect(await uploadUrlCalls()).toBe(1);

  // The sandbox has the bytes in the visitor uploads root, and the review points at that file.
  const mine = pendingReviews(sandbox, site.id).find((r) => r.author === 'Pia Photo')!;
  const doc = JSON.parse(
    (
      sandbox.db.prepare('SELECT doc FROM reviews WHERE site_id = ? AND id = ?').get(site.id, mine.id) as {
        doc: string;
      }
    ).doc,
  ) as {
    content: { media: { image?: { id?: string } }[] };
  };
  const fileId = doc.content.media[0]?.image?.id ?? '';
  const file = mediaFile(sandbox, site.id, fileId)!;
  expect(file).toMatchObject({
    parentFolderId: 'visitor-uploads',
    mediaType: 'IMAGE',
    hash: md5(bytes),
    displayName: 'roses.png',
  });
  expect(Buffer.from(await (await fetch(file.url)).arrayBuffer()).equals(bytes)).toBe(true);

  // The desk shows the pending review with its photo's thumbnail.
  await panel.page.getByRole('tab', { name: 'Reviews' }).click();
  const thumb = panel.card(mine.id).getByRole('img', { name: 'Photo 1' });
  await expect(thumb).toHaveAttribute('src', new RegExp(`${fileId.replace(/[.~]/g, '\\$&')}$`));
  // Drawn, not a broken image: the sandbox serves it at its stand-in of Wix's public media host.
  await expect(thumb).toHaveAttribute('src', new RegExp(`^${sandbox.url}/_media/wixstatic/media/`));
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(6);
});
