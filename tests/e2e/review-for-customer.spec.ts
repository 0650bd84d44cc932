// "Add a review for a customer" (Reviews area, Requests tab): bad input is named before sending;
// a review for a new customer creates their contact (POST /v1/reviews/contact) and waits for moderation.
import { expect, test } from './fixtures';
import { panelOnDemoSite } from './pages/side-panel';
import { md5, png } from './media-bytes';
import { mediaFile } from './media-db';
import { firstProductId, pendingReviews } from './sandbox-db';

test('add a review for a new customer: their contact is created and the review waits in the desk', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  await panel.openRequestsPart('Add a review for a customer');
  const form = panel.page.getByRole('form', { name: 'Add a review for a customer' });

  const productId = firstProductId(sandbox, site.id);
  const email = 'phone.customer@example.com';
  const contactsWith = () =>
    sandbox.db
      .prepare('SELECT id, doc FROM contacts WHERE site_id = ? AND primary_email = ?')
      .all(site.id, email) as Array<{ id: string; doc: string }>;
  expect(contactsWith()).toHaveLength(0);
  const pendingBefore = pendingReviews(sandbox, site.id).length;

  // Missing rating and item, a title over the limit: named before anything is sent.
  await form.getByLabel("Customer's name").fill('Paula Phone');
  await form.getByLabel("Customer's email").fill(email);
  await form.getByLabel('Title').fill('x'.repeat(3001));
  await form.getByRole('button', { name: 'Add the review' }).click();
  const problems = form.getByRole('alert');
  await expect(problems).toContainText('Pick the item the review is about.');
  await expect(problems).toContainText('Pick a rating from 1 to 5 stars.');
  await expect(problems).toContainText('The title can be at most 3,000 characters.');
  expect(pendingReviews(sandbox, site.id)).toHaveLength(pendingBefore);

  await form.getByLabel('Item (product name or ID)').fill(productId);
  await form.getByLabel('4 ★').check();
  await form.getByLabel('Title').fill('Called to say thanks');
  await form.getByLabel('Review').fill('Lovely flowers, arrived on time.');
  // The photo the customer sent along (the create-for-a-contact call takes media too).
  const photo = png(3, 2);
  await form
    .getByTestId('review-photo-input')
    .setInputFiles({ name: 'bouquet.png', mimeType: 'image/png', buffer: photo });
  await form.getByRole('button', { name: 'Add the review' }).click();
  await expect(form.getByTestId('collected-review')).toHaveAttribute('data-status', 'IN_MODERATION');
  await expect(form.getByTestId('collected-status')).toHaveText('Pending');
  await expect(form.getByTestId('collected-review')).toContainText('Review by Paula Phone added.');

  const contacts = contactsWith();
  expect(contacts).toHaveLength(1);
  expect(JSON.parse(contacts[0]!.doc)).toMatchObject({
    info: { name: { first: 'Paula', last: 'Phone' } },
    primaryInfo: { email },
  });
  await expect(form.getByTestId('collected-review')).toContainText(contacts[0]!.id);
  const pending = pendingReviews(sandbox, site.id);
  expect(pending).toHaveLength(pendingBefore + 1);
  const mine = pending.find((r) => r.author === 'Paula Phone');
  expect(mine?.entityId).toBe(productId);
  const doc = JSON.parse(
    (
      sandbox.db.prepare('SELECT doc FROM reviews WHERE site_id = ? AND id = ?').get(site.id, mine!.id) as {
        doc: string;
      }
    ).doc,
  ) as {
    content: { media: { image: { id: string; url: string } }[] };
  };
  const file = mediaFile(sandbox, site.id, doc.content.media[0]!.image.id)!;
  expect(file).toMatchObject({ parentFolderId: 'visitor-uploads', hash: md5(photo), displayName: 'bouquet.png' });
  expect(doc.content.media[0]!.image.url).toBe(file.url);
  // The desk shows it in its pending queue.
  await panel.page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(panel.card(mine!.id)).toBeVisible();
  await expect(panel.card(mine!.id).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
    'src',
    new RegExp(`${file.id.replace(/[.~]/g, '\\$&')}$`),
  );
});
