import type { Page } from '@playwright/test';

/** The Contacts tab of the side panel, as a person uses it. */
export class ContactsPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Contacts' }).click();
  }

  tab = () => this.page.getByRole('tab', { name: 'Contacts' });
  total = () => this.page.getByTestId('contacts-total');
  search = () => this.page.getByLabel('Search contacts');
  rows = () => this.page.getByTestId('contact-row');
  row = (id: string) => this.page.locator(`[data-testid="contact-row"][data-contact-id="${id}"]`);
  card = () => this.page.getByTestId('contact-card');
  facets = () => this.page.getByTestId('contact-facets');

  /** Unfolds the facets and filters (folded while none is picked). */
  async showFilters(): Promise<void> {
    if (!(await this.facets().isVisible())) await this.page.getByRole('button', { name: /^Filter/ }).click();
    await this.facets().waitFor();
  }

  async openContact(id: string): Promise<void> {
    await this.row(id).getByRole('button').first().click();
  }
}
