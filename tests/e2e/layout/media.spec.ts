import { test, expect } from '../fixtures';
import { png } from '../media-bytes';
import { mediaFiles } from '../media-db';
import { checkScreen, LANGS } from './matrix';
import { panelInLanguage } from './panel-in-language';

// The Media tool's screens at panel widths, in both languages: the grid, its filters, a file's
// detail, the import form with its results and the uploads list, the trash bin with a file ticked
// and the folders (a long name ticked and being renamed, then opened) (tests/e2e/layout/matrix.ts).

for (const lang of LANGS)
  test(`the Media tool's screens fit and speak people's words (${lang})`, async ({ sandbox, workerBrowsers }) => {
    test.setTimeout(240_000); // five screens, each at four widths in two themes (with axe, once the suite runs it)
    const { page, site } = await panelInLanguage(workerBrowsers, sandbox.url, lang);
    // The Media tool by its URL, whatever the tab row looks like.
    await page.evaluate(() => (window.location.hash = 'tool=media'));
    await expect(page.getByTestId('media-thumb').first()).toBeVisible();
    const grid = page.getByTestId('media-grid');
    await expect(grid.locator('img').first()).toBeVisible();
    await checkScreen(page, lang, 'media-grid');

    // The filters open, two of them on (each a chip that removes it).
    await page.getByTestId('media-filters-toggle').click();
    const filters = page.getByRole('search').locator('select');
    await filters.nth(0).selectOption('VIDEO');
    await filters.nth(2).selectOption('visitors');
    await expect(page.getByRole('search').getByRole('listitem')).toHaveCount(2);
    await checkScreen(page, lang, 'media-filters');
    const chips = page.getByRole('search').getByRole('listitem');
    await chips.first().getByRole('button').click();
    await expect(chips).toHaveCount(1);
    await chips.first().getByRole('button').click();
    await expect(chips).toHaveCount(0);
    await page.getByTestId('media-filters-toggle').click();
    await expect(page.getByTestId('media-thumb').first()).toBeVisible();

    // An image's detail, opened from the grid.
    const image = mediaFiles(sandbox, site.id).find((f) => f.mediaType === 'IMAGE' && f.state === 'OK')!;
    await page.locator(`[data-testid="media-thumb"][data-file-id="${image.id}"]`).getByRole('button').click();
    await expect(page.getByTestId('media-preview-image')).toBeVisible();
    await checkScreen(page, lang, 'media-detail');
    await page.getByTestId('media-detail-close').click();

    // The import form and an upload, each with its outcome.
    await page.getByTestId('media-import-toggle').click();
    const form = page.getByTestId('media-import-form');
    await form.locator('textarea').fill('https://example.com/not-allowed.png\nhttps://example.com/nor-this.png');
    await form.locator('button[type=submit]').click();
    await expect(page.getByTestId('import-result')).toHaveCount(2);
    await page.getByTestId('upload-input').setInputFiles([
      { name: 'a-rather-long-file-name-for-a-narrow-panel.png', mimeType: 'image/png', buffer: png(8, 8) },
      { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    await expect(page.getByTestId('upload-item').first()).toHaveAttribute('data-state', /done|refused/);
    await expect(page.getByTestId('upload-item').last()).toHaveAttribute('data-state', /done|refused/);
    await checkScreen(page, lang, 'media-import');

    // Two files in the trash bin, one ticked.
    const thumbs = page.getByTestId('media-thumb');
    await thumbs.nth(0).getByRole('checkbox').check();
    await thumbs.nth(1).getByRole('checkbox').check();
    await page.getByTestId('media-list-bar').getByRole('button').first().click();
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await expect(page.getByTestId('media-thumb')).not.toHaveCount(0);
    await page.getByTestId('media-view-trash').click();
    await expect(page.getByTestId('media-thumb')).toHaveCount(2);
    await page.getByTestId('media-thumb').first().getByRole('checkbox').check();
    await checkScreen(page, lang, 'media-trash');

    // Folders: one with a long name, ticked (the bar's actions) and being renamed; then opened (breadcrumb, Up).
    const folderName = 'Frühjahrskatalog-und-Pressebilder-für-die-Saison-2026';
    await page.getByTestId('media-view-files').click();
    await page.getByTestId('media-new-folder').click();
    await page.getByTestId('media-folder-form').locator('input').fill(folderName);
    await page.getByTestId('media-folder-form').locator('button[type=submit]').click();
    const folder = page.getByTestId('media-folder');
    await expect(folder).toHaveCount(1);
    await folder.getByRole('checkbox').check();
    await page.getByTestId('media-folder-rename').click();
    await checkScreen(page, lang, 'media-folders');
    await folder.getByRole('checkbox').uncheck();
    await page.getByTestId('media-folder-open').click();
    await expect(page.getByTestId('media-breadcrumb')).toContainText(folderName);
    await checkScreen(page, lang, 'media-folder-open');
  });
