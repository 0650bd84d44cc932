import type { Page } from '@playwright/test';

/** The Media tab of the side panel, as a person uses it. */
export class MediaPanel {
  constructor(readonly page: Page) {}

  static async open(page: Page): Promise<MediaPanel> {
    await page.getByRole('tab', { name: 'Media' }).click();
    return new MediaPanel(page);
  }

  searchBox = () => this.page.getByRole('searchbox', { name: 'Search site media' });
  thumbs = () => this.page.getByTestId('media-thumb');
  thumb = (fileId: string) => this.page.locator(`[data-testid="media-thumb"][data-file-id="${fileId}"]`);
  names = () => this.page.getByTestId('media-name');
  detail = () => this.page.getByTestId('media-detail');
  uploads = () => this.page.getByTestId('upload-item');
  typeFilter = () => this.page.getByLabel('Media type');

  /** Opens the filters (type, privacy, folder) behind the Filters button. */
  async showFilters(): Promise<void> {
    const toggle = this.page.getByTestId('media-filters-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  async search(text: string): Promise<void> {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }

  async select(name: string): Promise<void> {
    await this.page.getByRole('checkbox', { name: `Select ${name}` }).check();
  }

  async upload(files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
    await this.page.getByTestId('upload-input').setInputFiles(files);
  }
}
