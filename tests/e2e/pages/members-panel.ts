import type { Page } from '@playwright/test';

/** The Members tab of the side panel, as a person uses it. */
export class MembersPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Members' }).click();
  }

  total = () => this.page.getByTestId('members-total');
  rows = () => this.page.getByTestId('member-row');
  row = (id: string) => this.page.locator(`[data-testid="member-row"][data-member-id="${id}"]`);
  card = () => this.page.getByTestId('member-card');
  pageLabel = () => this.page.getByTestId('pager-page');

  /** Opens a member's card by their name, the first button of their row. */
  async openRow(id: string): Promise<void> {
    await this.row(id).getByRole('button').first().click();
  }

  /** Unfolds the filter (folded while none is applied). */
  async showFilter(): Promise<void> {
    const add = this.page.getByRole('button', { name: '+ Condition' }).first();
    if (!(await add.isVisible())) await this.page.getByRole('button', { name: /^Filter/ }).click();
    await add.waitFor();
  }

  /** An action on every member matching the filter, from the list's More menu. */
  async matching(action: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Bulk actions' })
      .getByRole('button', { name: 'More', exact: true })
      .click();
    await this.page.getByRole('button', { name: action }).click();
  }

  /** An entry of the member card's More menu. */
  async cardMore(entry: string | RegExp): Promise<void> {
    await this.card().getByRole('button', { name: 'More', exact: true }).click();
    await this.card().getByRole('button', { name: entry }).click();
  }

  /** Adds condition n (1-based) to the top group: field, operator, value (a select for status values). */
  async addCondition(n: number, field: string, op: string, value?: string): Promise<void> {
    await this.showFilter();
    await this.page.getByRole('button', { name: '+ Condition' }).first().click();
    await this.page.getByLabel(`Field of condition ${n}`).selectOption({ label: field });
    await this.page.getByLabel(`Operator of condition ${n}`).selectOption({ label: op });
    if (value === undefined) return;
    const input = this.page.getByLabel(`Value of condition ${n}`);
    if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }

  async applyFilter(): Promise<void> {
    await this.page.getByRole('button', { name: 'Apply filter' }).click();
  }

  async openMember(name: string): Promise<void> {
    await this.page.getByTestId('member-row').getByRole('button', { name, exact: true }).click();
  }
}
