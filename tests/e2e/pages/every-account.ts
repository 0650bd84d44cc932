import type { Page } from '@playwright/test';
import { SidePanel } from './side-panel';

/**
 * Connects every account the sandbox offers but the one connected, from the header's menu ("Add an
 * account" → "Connect …"), one after the other, in the panel's language: `add` is "Add an account" in it.
 */
export async function connectEveryAccount(page: Page, accounts: number, add: string): Promise<void> {
  const panel = new SidePanel(page);
  const connected = page.getByTestId('connected-account');
  for (let n = 2; n <= accounts; n++) {
    await panel.openMenu();
    await page.getByRole('button', { name: add }).click();
    const form = page.getByRole('region', { name: add });
    // The sandbox's accounts not yet connected, once listed (not the form's "Connect a Wix account").
    await form.getByRole('listitem').getByRole('button').first().click();
    // The form closes once the account and its sites are kept; the menu then lists it.
    await form.waitFor({ state: 'detached', timeout: 60_000 });
    await panel.openMenu();
    await connected.nth(n - 1).waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');
  }
}
