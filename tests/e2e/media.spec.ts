import { expect, test } from './fixtures';
import { demoSites } from '../contract/sdk-client';
import { md5, patterned, png } from './media-bytes';
import { mediaFile, mediaFiles, setFaults } from './media-db';
import { MediaPanel } from './pages/media-panel';
import { openSidePanel } from './pages/side-panel';
import type { BrowserContext } from '@playwright/test';
import type { SandboxHandle } from '../../sandbox/server';

async function mediaTab(context: BrowserContext, extensionId: string, sandbox: SandboxHandle) {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  return { site: site!, media: await MediaPanel.open(panel.page) };
}

test('search the site media by name and by type, open a file and rename it', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  await expect(media.searchBox()).toBeFocused();
  const live = mediaFiles(sandbox, site.id).filter((f) => f.state === 'OK' && f.parentFolderId === 'media-root');
  await expect(media.thumbs()).toHaveCount(live.length);

  const target = live.find((f) => f.mediaType === 'IMAGE')!;
  const term = target.displayName.split('-')[0]!;
  const matching = live.filter(
    (f) => f.displayName.toLowerCase().includes(term) || f.labels.some((l) => l.toLowerCase().includes(term)),
  );
  await media.search(term);
  await expect(media.thumbs()).toHaveCount(matching.length);
  await expect(media.thumb(target.id)).toBeVisible();

  await media.search('');
  await media.showFilters();
  await media.typeFilter().selectOption('VIDEO');
  const videos = live.filter((f) => f.mediaType === 'VIDEO');
  await expect(media.thumbs()).toHaveCount(videos.length);
  for (const facts of await media.page.getByTestId('media-facts').allTextContents()) expect(facts).toMatch(/^Video · /);

  await media.typeFilter().selectOption('');
  await media.page.getByLabel('Sort').selectOption({ label: 'Name A–Z' });
  const byName = [...live].sort((a, b) =>
    a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : a.id < b.id ? -1 : 1,
  );
  await expect(media.names()).toHaveText(byName.map((f) => f.displayName));
  await media.page.getByLabel('Sort').selectOption({ label: 'Name Z–A' });
  await expect(media.names().first()).toHaveText(byName[byName.length - 1]!.displayName);
  // The provider sorts files by name and date only: no size order is offered.
  await expect(media.page.getByLabel('Sort').locator('option')).toHaveText([
    'Newest first',
    'Oldest first',
    'Name A–Z',
    'Name Z–A',
  ]);

  await media.search(target.displayName);
  await media.thumb(target.id).getByRole('button').click();
  await expect(media.detail()).toContainText(target.id);
  await expect(media.detail()).toContainText(target.hash);
  await media.detail().getByRole('button', { name: 'Rename or label' }).click();
  await media.detail().getByLabel('Name', { exact: true }).fill('renamed-in-panel.jpg');
  await media.detail().getByLabel('Labels (comma-separated)').fill('hero, spring');
  await media.detail().getByRole('button', { name: 'Save' }).click();
  await expect(media.page.getByTestId('toast')).toHaveText('Saved renamed-in-panel.jpg.');
  expect(mediaFile(sandbox, site.id, target.id)).toMatchObject({
    displayName: 'renamed-in-panel.jpg',
    labels: ['hero', 'spring'],
  });
});

test("the demo's grid and a file's detail show the seeded images as pictures, from the sandbox's stand-in of Wix's media host", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  const images = mediaFiles(sandbox, site.id).filter(
    (f) => f.mediaType === 'IMAGE' && f.state === 'OK' && f.parentFolderId === 'media-root',
  );
  expect(images.length).toBeGreaterThan(3);
  const host = `${sandbox.url}/_media/wixstatic/media/`.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&');
  for (const image of images.slice(0, 4)) {
    const picture = media.thumb(image.id).locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', new RegExp(`^${host}`));
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
  await media.thumb(images[0]!.id).getByRole('button').click();
  const preview = media.detail().getByTestId('media-preview-image');
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
});

test('upload an image, refuse an unsupported file, and upload 15 MB through TUS across a dropped connection', async ({
  context,
  extensionId,
  sandbox,
}) => {
  // 15 MB sent in chunks across a dropped connection, after two smaller uploads: over 40 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  const before = mediaFiles(sandbox, site.id).length;
  const image = png(12, 8);
  await media.upload([
    { name: 'dot.png', mimeType: 'image/png', buffer: image },
    { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  const refused = media.uploads().filter({ hasText: 'tool.exe' });
  await expect(refused).toHaveAttribute('data-state', 'refused');
  await expect(refused.getByRole('alert')).toHaveText(
    'tool.exe: the Media Manager does not take files of type application/x-msdownload.',
  );
  const done = media.uploads().filter({ hasText: 'dot.png' });
  await expect(done).toHaveAttribute('data-state', 'done');
  const uploaded = mediaFiles(sandbox, site.id).find((f) => f.displayName === 'dot.png')!;
  expect(uploaded).toMatchObject({
    mediaType: 'IMAGE',
    hash: md5(image),
    sizeInBytes: String(image.length),
    operationStatus: 'READY',
  });
  await expect(media.thumb(uploaded.id)).toBeVisible();
  await expect(media.thumb(uploaded.id).getByTestId('media-facts')).toHaveText(/Image · .* · 12 × 8/);
  expect(mediaFiles(sandbox, site.id)).toHaveLength(before + 1);

  // 15 MB goes resumable; the sandbox drops the second chunk's connection.
  await setFaults(sandbox, site.id, { dropUploadChunk: 2 });
  const big = patterned(15 * 1024 * 1024);
  await media.upload([{ name: 'big-clip.mp4', mimeType: 'video/mp4', buffer: big }]);
  const bigRow = media.uploads().filter({ hasText: 'big-clip.mp4' });
  // A failed row says why: carried into the failure (it once failed under heavy load, its reason unseen).
  await expect(bigRow)
    .toHaveAttribute('data-state', 'done', { timeout: 30_000 })
    .catch(async (e: Error) => {
      throw new Error(`${e.message}\nThe row says: ${await bigRow.textContent()}`);
    });
  await expect(bigRow).toContainText('Resumed after a dropped connection.');
  const stored = mediaFiles(sandbox, site.id).find((f) => f.displayName === 'big-clip.mp4')!;
  expect(stored).toMatchObject({
    mediaType: 'VIDEO',
    hash: md5(big),
    sizeInBytes: String(big.length),
    operationStatus: 'READY',
  });
  await expect(media.thumb(stored.id)).toBeVisible();
});

test('import from a URL and several URLs with a result per URL', async ({ context, extensionId, sandbox }) => {
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  // A file the sandbox itself serves (imports come from its own origin).
  await media.upload([{ name: 'source.png', mimeType: 'image/png', buffer: png(4, 4) }]);
  await expect(media.uploads().first()).toHaveAttribute('data-state', 'done');
  const source = mediaFiles(sandbox, site.id).find((f) => f.displayName === 'source.png')!;

  await media.page.getByRole('button', { name: 'Import from URLs' }).click();
  const box = media.page.getByLabel('One URL per line');
  await box.fill(source.url);
  await media.page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(media.page.getByTestId('import-result')).toHaveAttribute('data-ok', 'true');
  const imported = mediaFiles(sandbox, site.id).filter((f) => f.hash === source.hash);
  expect(imported).toHaveLength(2);

  await box.fill(`${source.url}\nhttps://example.com/not-allowed.png`);
  await media.page.getByRole('button', { name: 'Import 2 URLs' }).click();
  const results = media.page.getByTestId('import-result');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toHaveAttribute('data-ok', 'true');
  await expect(results.nth(1)).toHaveAttribute('data-ok', 'false');
  await expect(results.nth(1)).toContainText('INVALID_ARGUMENT');
  await expect(media.page.getByTestId('import-summary')).toHaveText('1 imported');
  expect(mediaFiles(sandbox, site.id).filter((f) => f.hash === source.hash)).toHaveLength(3);
});

test('move files to the trash, restore one, delete the other permanently', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  const [a, b] = mediaFiles(sandbox, site.id).filter((f) => f.state === 'OK' && f.parentFolderId === 'media-root');
  await expect(media.thumb(a!.id)).toBeVisible();
  await media.select(a!.displayName);
  await media.select(b!.displayName);
  await media.page.getByRole('button', { name: 'Move 2 to trash' }).click();
  await expect(media.page.getByRole('alertdialog')).toHaveAccessibleName('Move 2 files to the trash?');
  await media.page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(media.page.getByTestId('toast')).toHaveText('Moved 2 files to the trash.');
  await expect(media.thumb(a!.id)).toHaveCount(0);
  expect(mediaFile(sandbox, site.id, a!.id)?.state).toBe('DELETED');
  expect(mediaFile(sandbox, site.id, b!.id)?.state).toBe('DELETED');

  await media.page.getByRole('button', { name: 'Trash bin' }).click();
  await expect(media.thumb(a!.id)).toBeVisible();
  await media.select(a!.displayName);
  await media.page.getByRole('button', { name: 'Restore' }).click();
  await expect(media.page.getByTestId('toast')).toHaveText('Restored 1 file.');
  await expect(media.thumb(a!.id)).toHaveCount(0);
  expect(mediaFile(sandbox, site.id, a!.id)?.state).toBe('OK');

  await media.select(b!.displayName);
  await media.page.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(media.page.getByRole('alertdialog')).toHaveAccessibleName(
    "Delete 1 file permanently? This can't be undone.",
  );
  await media.page.getByRole('button', { name: 'Delete 1 file' }).click();
  await expect(media.page.getByTestId('toast')).toHaveText('Deleted 1 file permanently.');
  expect(mediaFile(sandbox, site.id, b!.id)).toBeUndefined();
});

test("a file's detail: every field, a video through its stream URL, a download link as chosen", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  const video = mediaFiles(sandbox, site.id).find((f) => f.mediaType === 'VIDEO' && f.state === 'OK')!;
  await media.thumb(video.id).getByRole('button').click();
  const detail = media.detail();
  await expect(detail.getByTestId('media-detail-name')).toHaveText(video.displayName);
  for (const text of [video.id, video.hash, video.url, 'Video'])
    await expect(detail.getByTestId('media-fields')).toContainText(text);
  await expect(detail.getByTestId('media-video')).toHaveAttribute(
    'data-stream-url',
    new RegExp(`^${sandbox.url}/_media/stream/`),
  );
  // Native HLS plays the stream URL itself; elsewhere hls.js attaches a MediaSource (a blob: URL).
  const nativeHls = await media.page.evaluate(
    () => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '',
  );
  await expect(detail.getByTestId('media-video')).toHaveAttribute(
    'src',
    nativeHls ? new RegExp(`^${sandbox.url}/_media/stream/`) : /^blob:chrome-extension:/,
  );

  await detail.getByRole('button', { name: 'Download link' }).click();
  await detail.getByLabel('Expires in').selectOption('15');
  await detail.getByLabel('File name', { exact: true }).fill('my clip.mp4');
  await detail.getByLabel('Open as').selectOption('INLINE');
  await detail.getByRole('button', { name: 'Copy download link' }).click();
  const href = await detail.getByTestId('download-link').getAttribute('href');
  const res = await fetch(href!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe(`inline; filename="my clip.mp4"; filename*=UTF-8''my%20clip.mp4`);
  await expect(media.page.getByTestId('toast')).toContainText(/Download link (copied|ready below)/);
});

test('"Find in site media" on a demo page image opens the panel on that file, or says it is not one', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  const host = new URL(site!.liveUrl).host;
  // The sandbox's own demo origin is enabled on connecting.
  await panel.openMenu();
  await expect(
    panel.page.getByRole('checkbox', { name: `Moderation buttons on this site's live pages at ${host}` }),
  ).toBeChecked();

  // An image of the site's media on its page (served by the sandbox as the site's CDN would).
  const image = mediaFiles(sandbox, site!.id).find((f) => f.mediaType === 'IMAGE' && f.state === 'OK')!;
  const src = `${sandbox.url}/_media/static/${site!.id}/${encodeURIComponent(image.id)}`;
  await live.evaluate((s) => {
    const img = document.createElement('img');
    img.src = s;
    img.alt = 'hero';
    document.body.prepend(img);
  }, src);

  // The browser's context-menu click, delivered to the background as Chrome would.
  const sw = context.serviceWorkers()[0]!;
  const clickMenu = (srcUrl: string) =>
    sw.evaluate(
      async ({ srcUrl, pageUrl }) => {
        const [tab] = await chrome.tabs.query({ url: `${pageUrl}*` });
        const event = chrome.contextMenus.onClicked as unknown as { dispatch: (info: unknown, tab: unknown) => void };
        event.dispatch({ menuItemId: 'find-in-site-media', srcUrl, pageUrl, editable: false }, tab);
      },
      { srcUrl, pageUrl: `${site!.liveUrl}/` },
    );

  await clickMenu(src);
  await expect(panel.page.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.page.getByTestId('media-detail-name')).toHaveText(image.displayName);

  await clickMenu('https://cdn.example.test/not-from-wix.jpg');
  await expect(panel.page.getByTestId('media-notice')).toContainText(
    "That image is not one of this site's media files.",
  );
  await expect(panel.page.getByTestId('media-detail')).toHaveCount(0);
});

test('the search-media shortcut brings the panel to the Media tab with the search box focused', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const [site] = await demoSites(sandbox.url);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}/`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await expect(panel.page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  // The manifest command as Chrome delivers it when the keys are pressed.
  await context.serviceWorkers()[0]!.evaluate(async (pageUrl) => {
    const [tab] = await chrome.tabs.query({ url: `${pageUrl}*` });
    (chrome.commands.onCommand as unknown as { dispatch: (command: string, tab: unknown) => void }).dispatch(
      'search-media',
      tab,
    );
  }, `${site!.liveUrl}/`);
  await expect(panel.page.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
  await expect(new MediaPanel(panel.page).searchBox()).toBeFocused();
  const manifest = await context.serviceWorkers()[0]!.evaluate(() => chrome.runtime.getManifest().commands);
  expect(manifest?.['search-media']?.suggested_key).toMatchObject({ default: 'Alt+Shift+M' });
});

test('files dropped on the panel are uploaded', async ({ context, extensionId, sandbox }) => {
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  const image = png(3, 2);
  const dataTransfer = await media.page.evaluateHandle(
    (bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return dt;
    },
    [...image],
  );
  // Anywhere on the tab: here, on the grid of thumbnails.
  await media.page.getByTestId('media-grid').dispatchEvent('drop', { dataTransfer });
  await expect(media.uploads().filter({ hasText: 'dropped.png' })).toHaveAttribute('data-state', 'done');
  const stored = mediaFiles(sandbox, site.id).find((f) => f.displayName === 'dropped.png')!;
  expect(stored).toMatchObject({ hash: md5(image), mediaType: 'IMAGE' });
  await expect(media.thumb(stored.id)).toBeVisible();
});

test('folders: create one, move a file into it, open it via the breadcrumb, rename it, trash and restore it', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, media } = await mediaTab(context, extensionId, sandbox);
  const page = media.page;
  const [a] = mediaFiles(sandbox, site.id).filter((f) => f.state === 'OK' && f.parentFolderId === 'media-root');
  const folderRow = (name: string) => page.getByTestId('media-folder').filter({ hasText: name });
  const crumbs = page.getByRole('navigation', { name: 'Folder path' });

  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByLabel('Folder name').fill('Spring catalog');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Created the folder Spring catalog.');
  await expect(folderRow('Spring catalog')).toBeVisible();

  await media.select(a!.displayName);
  await page.getByRole('button', { name: 'Move to folder…' }).click();
  await expect(page.getByRole('alertdialog')).toHaveAccessibleName('Move 1 item to another folder?');
  await page.getByLabel('Move to').selectOption({ label: 'Spring catalog' });
  await page.getByRole('button', { name: 'Move 1 item' }).click();
  await expect(page.getByTestId('toast')).toHaveText('1 item moved.');
  await expect(media.thumb(a!.id)).toHaveCount(0);
  const folderId = mediaFile(sandbox, site.id, a!.id)!.parentFolderId;
  expect(folderId).not.toBe('media-root');

  // Into the folder, into a new folder inside it, and back up by the breadcrumb.
  await page.getByRole('button', { name: 'Open the folder Spring catalog' }).click();
  await expect(media.thumb(a!.id)).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByLabel('Folder name').fill('Mugs');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Open the folder Mugs' }).click();
  await expect(crumbs).toHaveText(/Site files\s*›\s*Spring catalog\s*›\s*Mugs/);
  await expect(media.thumb(a!.id)).toHaveCount(0);
  await crumbs.getByRole('button', { name: 'Spring catalog' }).click();
  await expect(media.thumb(a!.id)).toBeVisible();
  await crumbs.getByRole('button', { name: 'Site files' }).click();

  await folderRow('Spring catalog').getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Folder name').fill('Summer catalog');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Renamed the folder to Summer catalog.');

  await media.select('Summer catalog');
  await page.getByRole('button', { name: 'Move 1 to trash' }).click();
  await expect(page.getByRole('alertdialog')).toHaveAccessibleName(
    'Move 1 item to the trash bin? A folder takes its files and folders along.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect(folderRow('Summer catalog')).toHaveCount(0);
  expect(mediaFile(sandbox, site.id, a!.id)?.state).toBe('DELETED');

  await page.getByRole('button', { name: 'Trash bin' }).click();
  await media.select('Summer catalog');
  await page.getByTestId('media-folder-restore').click();
  await expect(page.getByTestId('toast')).toHaveText('1 folder restored, with what it held.');
  expect(mediaFile(sandbox, site.id, a!.id)).toMatchObject({ state: 'OK', parentFolderId: folderId });
});
