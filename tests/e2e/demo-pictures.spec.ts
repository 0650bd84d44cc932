// The demo's pictures load with no network: the sandbox draws every picture its data names, in the
// panel (a member's photo and cover, a contact's picture, a review's photos) and on the live pages
// (the reviews' photos); a picture whose address fails leaves the person's initials in its place.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { panelOnDemoSite } from './pages/side-panel';
import { demoSites } from '../contract/sdk-client';
import type { SandboxHandle } from '../../sandbox/server';

const setHash = (page: Page, hash: string) => page.evaluate((h) => (window.location.hash = h), hash);

/** Ids of a site's rows whose JSON doc has something at `path` (a photo, a picture). */
const idsWith = (sandbox: SandboxHandle, table: string, siteId: string, paths: string[]): string[] =>
  (
    sandbox.db
      .prepare(
        `SELECT id FROM ${table} WHERE site_id = ? AND (${paths.map(() => 'json_extract(doc, ?) IS NOT NULL').join(' OR ')}) ORDER BY id`,
      )
      .all(siteId, ...paths) as Array<{ id: string }>
  ).map((r) => r.id);

/** Every picture in `scope` loaded (naturalWidth > 0), each scrolled into view first (some load lazily). */
async function expectPicturesLoaded(scope: Locator, count: number): Promise<void> {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
        message: `picture ${i + 1} loaded`,
      })
      .toBeGreaterThan(0);
  }
}

test('every member’s photo and cover and every contact’s picture load in their cards', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const members = idsWith(sandbox, 'members', site.id, ['$.profile.photo.url', '$.profile.cover.url']);
  expect(members.length).toBeGreaterThan(0);
  for (const id of members) {
    await setHash(panel.page, `#tool=members&members.member=${id}`);
    const card = panel.page.locator(`[data-testid="member-card"][data-member-id="${id}"]`);
    await expect(card).toBeVisible();
    const [photo, cover] = ['$.profile.photo.url', '$.profile.cover.url'].map((p) =>
      sandbox.db
        .prepare('SELECT json_extract(doc, ?) AS url FROM members WHERE site_id = ? AND id = ?')
        .get(p, site.id, id),
    ) as Array<{ url: string | null }>;
    await expectPicturesLoaded(card.locator('header, :scope > img'), Number(!!photo!.url) + Number(!!cover!.url));
  }

  const contacts = idsWith(sandbox, 'contacts', site.id, ['$.info.picture.image.url']);
  expect(contacts.length).toBeGreaterThan(0);
  for (const id of contacts) {
    await setHash(panel.page, `#tool=contacts&contacts.contact=${id}`);
    const card = panel.page.locator(`[data-testid="contact-card"][data-contact-id="${id}"]`);
    await expect(card).toBeVisible();
    await expectPicturesLoaded(card.locator('header'), 1);
  }
});

test('every review’s photos load on the desk and on the live product pages', async ({
  context,
  extensionId,
  sandbox,
}) => {
  // Every demo review's photos, on the desk and on each product page: over 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const { site, live, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const withPhotos = sandbox.db
    .prepare(
      `SELECT id, entity_id AS item, json_array_length(doc, '$.content.media') AS photos FROM reviews
       WHERE site_id = ? AND json_array_length(doc, '$.content.media') > 0 ORDER BY id`,
    )
    .all(site.id) as Array<{ id: string; item: string; photos: number }>;
  expect(withPhotos.length).toBeGreaterThan(0);
  for (const review of withPhotos) {
    // The one item, every status, newest first: the card is among its few.
    await setHash(panel.page, `#tool=reviews&reviews.status=all&reviews.item=stores/${review.item}`);
    const card = panel.card(review.id);
    const list = panel.page.getByTestId('review-list');
    await expect(panel.reviewCards().first()).toBeVisible();
    await list.evaluate((el) => el.scrollTo(0, 0));
    for (let tries = 0; (await card.count()) === 0 && tries < 20; tries++)
      await list.evaluate((el) => el.scrollBy(0, 300));
    await expectPicturesLoaded(card.getByRole('list', { name: 'Photos and videos' }), review.photos);
  }

  // The live pages of every demo site show their reviews' photos from the sandbox's own origin.
  for (const demo of await demoSites(sandbox.url)) {
    const products = sandbox.db.prepare('SELECT slug FROM products WHERE site_id = ?').all(demo.id) as Array<{
      slug: string;
    }>;
    for (const { slug } of products) {
      await live.goto(`${demo.liveUrl}/product-page/${slug}`);
      const photos = live.locator('[data-hook="review-media"] img');
      const n = await photos.count();
      if (n > 0) await expectPicturesLoaded(live.locator('[data-hook="reviews-list"]'), n);
    }
  }
});

test('a picture whose address fails shows the person’s initials in its place', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const [id] = idsWith(sandbox, 'members', site.id, ['$.profile.photo.url']);
  // An address the media host refuses (not an id it knows how to name).
  sandbox.db
    .prepare(`UPDATE members SET doc = json_set(doc, '$.profile.photo.url', ?) WHERE site_id = ? AND id = ?`)
    .run('https://static.wixstatic.com/media/not%20a%20picture.jpg', site.id, id);
  const nickname = (
    sandbox.db
      .prepare(`SELECT json_extract(doc, '$.profile.nickname') AS n FROM members WHERE site_id = ? AND id = ?`)
      .get(site.id, id) as { n: string }
  ).n;
  await setHash(panel.page, `#tool=members&members.member=${id}`);
  const card = panel.page.locator(`[data-testid="member-card"][data-member-id="${id}"]`);
  const standIn = card.getByTestId('picture-stand-in');
  await expect(standIn).toBeVisible();
  await expect(standIn).toHaveAccessibleName('Profile photo');
  const words = nickname.trim().split(/\s+/);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((w) => w?.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  await expect(standIn).toHaveText(letters);
  const box = await standIn.boundingBox();
  expect(box && Math.round(box.width)).toBe(40);
  expect(box && Math.round(box.height)).toBe(40);
  await expect(card.locator('header img')).toHaveCount(0);
});
