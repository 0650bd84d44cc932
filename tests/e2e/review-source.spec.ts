// A review that answered a review request is marked in the desk (the demo data holds some).
import { expect, test } from './fixtures';
import { openSidePanel } from './pages/side-panel';
import { demoSites } from '../contract/sdk-client';

test('the desk marks a pending review that came from a review request, and not the others', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const pending = sandbox.db
    .prepare(
      `SELECT id, json_extract(doc, '$.source.type') AS source, json_extract(doc, '$.author.authorName') AS author FROM reviews
       WHERE site_id = ? AND moderation_status IN ('IN_MODERATION', 'SUBMITTED') ORDER BY created_date DESC`,
    )
    .all(site!.id) as Array<{ id: string; source: string | null; author: string }>;
  const fromRequest = pending.find((r) => r.source === 'REVIEW_REQUEST');
  const organic = pending.find((r) => r.source === null);
  expect(fromRequest && organic).toBeTruthy();
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  // The desk draws the cards in view: each review is found by its author's name.
  const find = async (author: string) => {
    await panel.page.getByRole('searchbox', { name: 'Search title, text, author, reply' }).fill(author);
    await panel.page.getByRole('button', { name: 'Search', exact: true }).click();
  };
  await find(fromRequest!.author);
  await expect(panel.card(fromRequest!.id).getByTestId('review-source')).toHaveText('From a review request');
  await find(organic!.author);
  await expect(panel.card(organic!.id)).toBeVisible();
  await expect(panel.card(organic!.id).getByTestId('review-source')).toHaveCount(0);
});
